import { useDeferredValue, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/Icon';
import type { DashboardTypeKey } from '../../records/collections';
import {
  clearAllDialogCopy,
  clearAllLabel,
  dashboardCopy,
  dashboardErrors,
  deleteDialogCopy,
  emptyListText,
} from '../../content/dashboard';
import { deleteCollection, deleteRecord, listRecords } from '../../lib/db';
import { toDataError } from '../../lib/dataError';
import { toRecordViews, type RecordView } from './recordView';
import { ConfirmDialog } from './ConfirmDialog';
import { buildCsv, downloadCsv } from './csv';
import { lagosToday, matchesSearch, searchTerms } from './fields';
import { cardDomId, deleteButtonDomId } from './domIds';
import { RecordCard } from './RecordCard';
import { useRecords } from './useRecords';
import styles from './Dashboard.module.css';

export interface DashboardType {
  key: DashboardTypeKey;
  label: string;
  collection: string;
}

type CountUpdate = number | undefined | ((count: number | undefined) => number | undefined);

interface RecordsPanelProps {
  type: DashboardType;
  /** The collection's record count as the filter button shows it (undefined: unknown). */
  count: number | undefined;
  onCount: (update: CountUpdate) => void;
}

const messageOf = (error: unknown) => toDataError(error).message;

/** The selected type's toolbar, cards, paging and dialogs. Mounted once per type (keyed). */
export function RecordsPanel({ type, count, onCount }: RecordsPanelProps) {
  const records = useRecords(type.collection);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const terms = searchTerms(deferredQuery);
  const searching = terms.length > 0;

  const [pendingDelete, setPendingDelete] = useState<RecordView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Where focus goes after a dialog closes: the first of these ids still on the page.
  const focusNext = useRef<string[] | null>(null);

  const searchId = useId();
  const statusId = useId();
  const emptyId = `empty-${type.key}`;
  const clearButtonId = `clear-${type.key}`;

  const matching = searching
    ? records.records.filter((record) => matchesSearch(record, terms))
    : records.records;
  const shown = matching.slice(0, records.visible);
  const hasMore = matching.length > records.visible || records.moreOnServer;
  const ready = records.status === 'ready';
  const isEmpty = ready && records.records.length === 0 && !records.moreOnServer;

  // While live, the stream knows the true count.
  const { isLive } = records;
  const liveCount = records.records.length;
  useEffect(() => {
    if (isLive) onCount(liveCount);
  }, [isLive, liveCount, onCount]);

  // After a dialog closes, move focus as decided, in the same commit that removed the dialog (and
  // perhaps the focused card): a layout effect, so focus is never left on the body for a frame.
  // The dialog releases the page's `inert` in its own layout cleanup, which runs before this.
  useLayoutEffect(() => {
    const ids = focusNext.current;
    if (!ids) return;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) {
        focusNext.current = null;
        element.focus();
        return;
      }
    }
    // None is on the page yet (the list is still catching up, e.g. the empty state): try again
    // after the next render, unless the person has put focus somewhere themselves.
    if (document.activeElement && document.activeElement !== document.body) {
      focusNext.current = null;
    }
  });

  const askDelete = (record: RecordView) => {
    setActionError(null);
    setNotice(null);
    setPendingDelete(record);
  };

  const cancelDelete = () => {
    const record = pendingDelete;
    setPendingDelete(null);
    if (record) focusNext.current = [deleteButtonDomId(record.id)];
  };

  const confirmDelete = async () => {
    const record = pendingDelete;
    if (!record || deleting) return;
    // The neighbours, nearest first (the next card, else the one before), for focus afterwards.
    const index = shown.findIndex((item) => item.id === record.id);
    const neighbours = [...shown.slice(index + 1), ...shown.slice(0, Math.max(index, 0)).reverse()]
      .filter((item) => item.id !== record.id)
      .map((item) => cardDomId(item.id));
    setDeleting(true);
    try {
      await deleteRecord(type.collection, record.id);
      records.markRemoved(record.id);
      if (!isLive)
        onCount((current) => (current === undefined ? current : Math.max(0, current - 1)));
      focusNext.current = [...neighbours, emptyId];
    } catch (error) {
      setActionError(`${dashboardErrors.delete} ${messageOf(error)}`);
      focusNext.current = [deleteButtonDomId(record.id)];
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  const askClear = () => {
    setActionError(null);
    setNotice(null);
    setConfirmingClear(true);
  };

  const cancelClear = () => {
    setConfirmingClear(false);
    focusNext.current = [clearButtonId];
  };

  const confirmClear = async () => {
    if (clearing) return;
    setClearing(true);
    const ids = records.records.map((record) => record.id);
    try {
      await deleteCollection(type.collection);
      records.markCleared(ids);
      onCount(0);
      setQuery('');
      focusNext.current = [emptyId];
    } catch (error) {
      setActionError(`${dashboardErrors.clear} ${messageOf(error)}`);
      focusNext.current = [clearButtonId];
    } finally {
      setClearing(false);
      setConfirmingClear(false);
    }
  };

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setActionError(null);
    setNotice(null);
    try {
      // Live, every record is here; otherwise fetch the whole collection once.
      const all = isLive
        ? records.records
        : toRecordViews((await listRecords(type.collection)).records);
      const rows = searching ? all.filter((record) => matchesSearch(record, terms)) : all;
      const suffix = searching ? '-search' : '';
      downloadCsv(`${type.key}-records${suffix}-${lagosToday(new Date())}.csv`, buildCsv(rows));
      setNotice(
        `${dashboardCopy.exportCsv}: ${rows.length.toLocaleString('en-NG')} ${dashboardCopy.countUnit(rows.length)}.`,
      );
    } catch (error) {
      setActionError(`${dashboardErrors.export} ${messageOf(error)}`);
    } finally {
      setExporting(false);
    }
  };

  const total = isLive ? liveCount : count;
  let status = '';
  if (ready && !isEmpty) {
    status = searching
      ? dashboardCopy.matches(matching.length, deferredQuery.trim())
      : dashboardCopy.showing(
          shown.length,
          Math.max(total ?? shown.length, shown.length),
          type.label,
        );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
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
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => void exportCsv()}
            disabled={isEmpty}
            aria-disabled={exporting}
          >
            <Icon name="download" />
            {exporting ? dashboardCopy.exporting : dashboardCopy.exportCsv}
          </button>
          <button
            id={clearButtonId}
            type="button"
            className={styles.dangerButton}
            onClick={askClear}
            disabled={isEmpty}
          >
            {clearAllLabel(type.label)}
          </button>
        </div>
      </div>

      <div className={styles.statusRow}>
        <p id={statusId} className={styles.status} role="status">
          {status}
        </p>
        {records.connected ? (
          <p className={styles.live} title={dashboardCopy.liveHint}>
            <span className={styles.liveDot} aria-hidden="true" />
            {dashboardCopy.live}
            <span className="visually-hidden">: {dashboardCopy.liveHint}</span>
          </p>
        ) : null}
      </div>
      {searching && !isLive && ready ? (
        <p className={styles.hint}>{dashboardCopy.searchLoadedOnly}</p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}

      {actionError ? <Alert message={actionError} /> : null}
      {records.loadError ? (
        <Alert
          message={`${dashboardErrors.load} ${records.loadError}`}
          action={{ label: dashboardCopy.retry, onClick: records.retryLoad }}
        />
      ) : null}
      {records.liveError ? (
        <Alert
          message={records.liveError}
          action={
            records.liveRetryable
              ? { label: dashboardCopy.reconnect, onClick: records.reconnect }
              : undefined
          }
        />
      ) : null}

      {records.status === 'loading' && !isLive ? (
        <p className={styles.loading} role="status">
          {dashboardCopy.loading}
        </p>
      ) : null}

      {isEmpty ? (
        <p id={emptyId} className={styles.empty} tabIndex={-1}>
          {emptyListText(type.label)}
        </p>
      ) : null}
      {ready && !isEmpty && searching && matching.length === 0 ? (
        <p id={emptyId} className={styles.empty} tabIndex={-1}>
          {dashboardCopy.noMatches(deferredQuery.trim())}
        </p>
      ) : null}

      {shown.length > 0 ? (
        <ul className={styles.cards}>
          {shown.map((record) => (
            <li key={record.id}>
              <RecordCard
                record={record}
                isNew={records.arrived.has(record.id)}
                onDelete={askDelete}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {records.loadMoreError ? (
        <Alert message={`${dashboardErrors.loadMore} ${records.loadMoreError}`} />
      ) : null}
      {ready && hasMore ? (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={records.loadMore}
            aria-disabled={records.loadingMore}
          >
            {records.loadingMore ? dashboardCopy.loadingMore : dashboardCopy.loadMore}
          </button>
        </div>
      ) : null}

      {pendingDelete ? (
        <ConfirmDialog
          title={deleteDialogCopy.title}
          message={deleteDialogCopy.message}
          confirmLabel={deleteDialogCopy.yes}
          cancelLabel={deleteDialogCopy.no}
          busyLabel={deleteDialogCopy.deleting}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      ) : null}
      {confirmingClear ? (
        <ConfirmDialog
          title={clearAllDialogCopy.title}
          message={clearAllDialogCopy.message(type.label, total)}
          confirmLabel={clearAllDialogCopy.yes}
          cancelLabel={clearAllDialogCopy.no}
          busyLabel={clearAllDialogCopy.deleting}
          busy={clearing}
          onConfirm={() => void confirmClear()}
          onCancel={cancelClear}
        />
      ) : null}
    </div>
  );
}

function Alert({
  message,
  action,
}: {
  message: string;
  action?: { label: string; onClick: () => void } | undefined;
}) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {action ? (
        <button type="button" className={styles.alertAction} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
