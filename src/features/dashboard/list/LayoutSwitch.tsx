/** "Layout: List / Cards" (`?layout=cards`; the compact list when absent). */
import { layoutCopy } from '../../../content/dashboard';
import type { Layout } from './useListParams';
import inbox from '../Inbox.module.css';
import views from '../Views.module.css';
import styles from './List.module.css';

const layouts: readonly Layout[] = ['list', 'cards'];

interface LayoutSwitchProps {
  selected: Layout;
  onChoose: (layout: Layout) => void;
}

export function LayoutSwitch({ selected, onChoose }: LayoutSwitchProps) {
  return (
    <div
      className={`${views.views} ${styles.layoutSwitch}`}
      role="group"
      aria-label={layoutCopy.groupLabel}
    >
      {layouts.map((layout) => (
        <button
          key={layout}
          type="button"
          className={`${inbox.smallButton} ${views.view}`}
          aria-pressed={layout === selected}
          onClick={() => onChoose(layout)}
        >
          {layoutCopy[layout]}
        </button>
      ))}
    </div>
  );
}
