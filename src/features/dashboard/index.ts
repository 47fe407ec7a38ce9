/**
 * The staff dashboard's public API: pages import only from here.
 *
 * Its parts: StaffDashboard (the sign-in form or the dashboard) → DashboardView (account bar,
 * FilterBar with the counts of counts.tsx and New counts of newCounts.ts, ViewSwitch for
 * `?view=`, then one panel: RecordsPanel for the type's leads, or TrashPanel, SpamPanel,
 * AuditPanel, PersonPanel). A RecordsPanel composes the list (useRecords of usePagedRecords,
 * useLiveRecords and useLocalEdits; RecordList shows the compact list by default, LeadList of LeadRows that open
 * LeadDetails, or with `?layout=cards` the RecordCards; both show a lead's StatusPicker,
 * ContactLinks, FieldValues and Notes), one part per action (SearchBox, StatusFilter, MoreFilters
 * for dates and course, LayoutSwitch, ExportCsv, ClearAll, DeleteRecord, LoadMore, UndoMessage)
 * and usePendingFocus. useListParams keeps the layout and the filters in the URL.
 * Every change staff make is one multi-location update built in actions/inboxChanges.ts (the
 * records it moves or writes plus one audit entry), so nothing can half-happen: delete and Clear
 * All move records to trash/, Undo and Restore move them back under the same IDs.
 * Folders: signIn/ (the sign-in form), list/ (the compact list, its filters and the layout
 * switch), records/ (reading, paging, following and showing records
 * and the Trash, Spam and Audit views; recordView.ts reads records as stored, older shapes too,
 * into what a card and the CSV show), actions/ (one part per thing staff do), ui/ (the
 * dashboard's alert, dialog and focus helpers), person/ (a person's own data on request: find by
 * e-mail or phone across every type, Trash and Spam, export as JSON, erase everywhere; its own
 * lazy chunk).
 */
export { StaffDashboard } from './StaffDashboard';
