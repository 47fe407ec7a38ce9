/**
 * The staff dashboard's public API: pages import only from here (and lazily, so its code never
 * loads on a public page).
 *
 * StaffDashboard shows the sign-in form (signIn/) or DashboardView: the account bar, FilterBar
 * (the types with their counts), ViewSwitch (`?view=`) and one view. The folders, which
 * docs/ARCHITECTURE.md describes and eslint.config.js keeps apart: leads/, trash/, spam/, audit/,
 * insights/, person/, retention/, notices/ and signIn/ each import only themselves, ui/ (what two
 * of them share: the record as the dashboard reads it, its fields, dialogs, messages, focus) and
 * api/ (the data calls; the only folder that reaches the staff transport).
 */
export { StaffDashboard } from './StaffDashboard';
