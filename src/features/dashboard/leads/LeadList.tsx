/** The compact list: one row per lead, newest first; any number of rows may be open at once. */
import { useState } from 'react';
import { leadListCopy } from '../../../content/dashboard';
import type { DashboardType } from '../ui/dashboardType';
import type { LeadTools } from './leadTools';
import type { RecordView } from '../ui/recordView';
import { LeadRow } from './LeadRow';
import styles from './List.module.css';

export interface LeadListProps {
  type: DashboardType;
  records: readonly RecordView[];
  /** Records that arrived live while the dashboard was open. */
  arrived: ReadonlySet<string>;
  /** Open from when it is first shown (the lead a notice's link named; it may come later). */
  openFirst?: string | undefined;
  onDelete: (record: RecordView) => void;
  tools: LeadTools;
}

export function LeadList({ type, records, arrived, openFirst, onDelete, tools }: LeadListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(openFirst ? [openFirst] : []),
  );
  // The linked lead may arrive after the list (fetched on its own): open it when it does.
  const [openedFirst, setOpenedFirst] = useState(openFirst);
  if (openFirst !== openedFirst) {
    setOpenedFirst(openFirst);
    if (openFirst) setOpen((current) => new Set([...current, openFirst]));
  }
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className={styles.list} aria-label={leadListCopy.listLabel(type.label)}>
      {records.map((record) => (
        <LeadRow
          key={record.id}
          type={type}
          record={record}
          open={open.has(record.id)}
          onToggle={toggle}
          isNew={arrived.has(record.id)}
          onDelete={onDelete}
          tools={tools}
        />
      ))}
    </ul>
  );
}
