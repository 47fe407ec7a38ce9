import type { dashboardTypes } from '../../../records/collections';

/** One of the six record types the dashboard lists: its key in `?type=`, its label, its collection. */
export type DashboardType = (typeof dashboardTypes)[number];
