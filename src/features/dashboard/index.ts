/**
 * The staff dashboard's public API: pages import only from here.
 *
 * Its parts: StaffDashboard (the sign-in form or the dashboard) → DashboardView (account bar,
 * FilterBar with the counts of counts.tsx, one RecordsPanel per type). A panel composes the list
 * (useRecords of usePagedRecords and useLiveRecords; RecordList of RecordCards), one part per
 * action (SearchBox, ExportCsv, ClearAll, DeleteRecord, LoadMore) and usePendingFocus.
 * Folders: signIn/ (the sign-in form), records/ (reading, paging, following and showing records;
 * recordView.ts reads records as stored, older shapes too, into what a card and the CSV show),
 * actions/ (one part per thing staff do), ui/ (the dashboard's alert, dialog and focus helpers).
 */
export { StaffDashboard } from './StaffDashboard';
