/** One of the six record types the dashboard lists: its key in `?type=`, its label, its collection. */
export type { DashboardType } from '../../../records/collections';
