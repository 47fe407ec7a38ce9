import { viewCopy } from '../../content/dashboard';
import { ToggleGroup } from './ui/ToggleGroup';

/**
 * The views of /DC (`?view=`): the type's leads, its Trash and Spam, the audit trail, the
 * Insights of every type, a person's data across every type (on request), and (admins) Staff.
 */
export const dashboardViews = [
  'leads',
  'trash',
  'spam',
  'audit',
  'insights',
  'person',
  'staff',
] as const;
export type DashboardViewKey = (typeof dashboardViews)[number];

/** The views only an admin is offered. */
const ADMIN_VIEWS: readonly DashboardViewKey[] = ['staff'];

/** The views offered to a member of staff in their role. */
export const viewsFor = (isAdmin: boolean): readonly DashboardViewKey[] =>
  isAdmin ? dashboardViews : dashboardViews.filter((view) => !ADMIN_VIEWS.includes(view));

export const isDashboardView = (value: string | null): value is DashboardViewKey =>
  (dashboardViews as readonly (string | null)[]).includes(value);

interface ViewSwitchProps {
  choices: readonly DashboardViewKey[];
  selected: DashboardViewKey;
  onChoose: (view: DashboardViewKey) => void;
}

export function ViewSwitch({ choices, selected, onChoose }: ViewSwitchProps) {
  return (
    <ToggleGroup
      label={viewCopy.groupLabel}
      choices={choices}
      words={viewCopy}
      selected={selected}
      onChoose={onChoose}
    />
  );
}
