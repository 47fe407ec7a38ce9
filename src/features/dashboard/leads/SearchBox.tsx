import { useId } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { dashboardCopy } from '../../../content/dashboard';
import styles from '../ui/Toolbar.module.css';

interface SearchBoxProps {
  query: string;
  onQuery: (query: string) => void;
  /** The status line that says how many records match. */
  statusId: string;
}

export function SearchBox({ query, onQuery, statusId }: SearchBoxProps) {
  const searchId = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={searchId} className={styles.searchLabel}>
        {dashboardCopy.searchLabel}
      </label>
      <div className={styles.searchBox}>
        <Icon name="search" className={styles.searchIcon} />
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={dashboardCopy.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
    </div>
  );
}
