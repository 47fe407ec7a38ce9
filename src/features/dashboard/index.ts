/** The staff dashboard's public API: pages import only from here. */
export { StaffDashboard } from './StaffDashboard';
