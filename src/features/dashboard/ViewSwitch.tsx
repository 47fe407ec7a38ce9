import { viewCopy } from '../../content/dashboard';
import { ToggleGroup } from './ui/ToggleGroup';

/**
 * The views of /DC (`?view=`): the type's leads, its Trash and Spam, the audit trail, the
 * Insights of every type, and a person's data across every type (on request).
 */
export const dashboardViews = ['leads', 'trash', 'spam', 'audit', 'insights', 'person'] as const;
export type DashboardViewKey = (typeof dashboardViews)[number];

export const isDashboardView = (value: string | null): value is DashboardViewKey =>
  (dashboardViews as readonly (string | null)[]).includes(value);

interface ViewSwitchProps {
  selected: DashboardViewKey;
  onChoose: (view: DashboardViewKey) => void;
}

export function ViewSwitch({ selected, onChoose }: ViewSwitchProps) {
  return (
    <ToggleGroup
      label={viewCopy.groupLabel}
      choices={dashboardViews}
      words={viewCopy}
      selected={selected}
      onChoose={onChoose}
    />
  );
}
