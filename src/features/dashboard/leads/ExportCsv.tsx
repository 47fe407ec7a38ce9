/** "Export CSV": the selected type's records (the matching ones while searching) as a file. */
import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { dashboardCopy, dashboardErrors } from '../../../content/dashboard';
import { listRecords } from '../api/listRecords';
import { saveChanges } from '../api/saveChanges';
import { buildCsv, downloadCsv } from './leadsCsv';
import type { DashboardType } from '../ui/dashboardType';
import { failureText } from '../ui/failures';
import { lagosToday } from '../../../records/lagosTime';
import { matchesSearch } from '../ui/searchMatch';
import { toRecordViews } from '../ui/recordView';
import type { ActionMessages } from '../ui/useActionMessages';
import type { RecordList } from './useRecords';
import type { Search } from './useSearch';
import { recordExport } from '../api/inboxChanges';
import { withStatus, type StatusChoice } from './StatusFilter';
import styles from '../ui/Buttons.module.css';

interface ExportCsvProps {
  type: DashboardType;
  list: RecordList;
  search: Search;
  /** The status the list is filtered by: the file holds what the list shows. */
  statusChoice: StatusChoice;
  disabled: boolean;
  messages: ActionMessages;
}

export function ExportCsv({
  type,
  list,
  search,
  statusChoice,
  disabled,
  messages,
}: ExportCsvProps) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    messages.clear();
    try {
      // Every record here already, or fetch the whole collection once.
      const all = list.complete
        ? list.records
        : toRecordViews((await listRecords(type.collection)).records);
      const { searching, wanted } = search;
      const found = searching ? all.filter((record) => matchesSearch(record, wanted)) : all;
      const rows = withStatus(found, statusChoice);
      const suffix = searching ? '-search' : statusChoice === 'all' ? '' : `-${statusChoice}`;
      // Written down first: an export the audit trail does not hold does not happen.
      await saveChanges(recordExport(type.collection, rows.length));
      const text = buildCsv(type.collection, rows);
      downloadCsv(`${type.key}-records${suffix}-${lagosToday(new Date())}.csv`, text);
      messages.tell(
        `${dashboardCopy.exportCsv}: ${rows.length.toLocaleString('en-NG')} ${dashboardCopy.countUnit(rows.length)}.`,
      );
    } catch (error) {
      messages.fail(failureText(dashboardErrors.export, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.secondaryButton}
      onClick={() => void exportCsv()}
      disabled={disabled}
      aria-disabled={exporting}
    >
      <Icon name="download" />
      {exporting ? dashboardCopy.exporting : dashboardCopy.exportCsv}
    </button>
  );
}
