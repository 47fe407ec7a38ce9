import { StaffDashboard } from '../features/dashboard';

/** /DC: the staff dashboard (not prerendered, not linked, noindex in the route table). */
export default function DashboardPage() {
  return <StaffDashboard />;
}
