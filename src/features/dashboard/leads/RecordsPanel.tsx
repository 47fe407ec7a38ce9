import { useId } from 'react';
import { dashboardCopy, dashboardErrors, layoutCopy } from '../../../content/dashboard';
import { DEFAULT_STATUS, type LeadStatus } from '../../../records/lead';
import { Alert } from '../ui/Alert';
import { ClearAll } from './ClearAll';
import { useCountUpdates, useCounts, useLiveCount } from './counts';
import type { DashboardType } from '../ui/dashboardType';
import { DeleteRecordDialog, useDeleteRecord } from './DeleteRecord';
import { ExportCsv } from './ExportCsv';
import { LoadMore } from './LoadMore';
import { RecordList } from './RecordList';
import { ActionMessageLines } from '../ui/ViewMessages';
import { SearchBox } from './SearchBox';
import { StatusLine } from './StatusLine';
import { useActionMessages } from '../ui/useActionMessages';
import { useLoadMore } from './useLoadMore';
import { usePendingFocus } from '../ui/usePendingFocus';
import { useLinkedLead } from './useLinkedLead';
import { useRecords } from './useRecords';
import { StatusFilter } from './StatusFilter';
import { MoreFilters } from './MoreFilters';
import { useLeadFilters } from './useLeadFilters';
import { layouts, useListParams } from './useListParams';
import { ToggleGroup } from '../ui/ToggleGroup';
import { UndoMessage } from './UndoMessage';
import { useUndo } from './useUndo';
import messageStyles from '../ui/Messages.module.css';
import toolbar from '../ui/Toolbar.module.css';
import listStyles from './RecordsPanel.module.css';

/**
 * The selected type's toolbar (search, filters, layout), its leads as the compact list or as cards,
 * paging and dialogs. Mounted once per type (keyed); the filters and the layout live in the URL.
 */
export function RecordsPanel({ type }: { type: DashboardType }) {
  const list = useRecords(type.collection);
  const params = useListParams();
  const filters = useLeadFilters(type, list.records, params, {
    collection: type.collection,
    complete: list.complete,
    showFound: list.showFound,
  });
  const { search, matching, filtering } = filters;
  const more = useLoadMore(type.collection, list);
  const messages = useActionMessages();
  // Here, where the list renders: a focus target that is not on the page yet is tried again.
  const moveFocus = usePendingFocus();
  const statusId = useId();
  const undo = useUndo({ type, list, messages, moveFocus });

  // A notice's link (`lead=<id>`) puts that lead first, whatever the filters, once it is loaded
  // (an older one is fetched on its own), and focus on it.
  const linkedProblem = useLinkedLead(type.collection, params.lead, list, moveFocus);
  const linked = params.lead ? list.records.find((record) => record.id === params.lead) : undefined;
  const page = matching.slice(0, more.visible);
  const shown = linked ? [linked, ...page.filter((record) => record !== linked)] : page;
  const hasMore = matching.length > more.visible || list.moreOnServer;
  const ready = list.status === 'ready';
  const isEmpty = ready && list.records.length === 0 && !list.moreOnServer;
  const deletion = useDeleteRecord({ type, list, shown, messages, moveFocus, undo });

  useLiveCount(type.key, {
    complete: list.complete,
    isLive: list.isLive,
    records: list.records,
    changes: list.live.changes,
  });
  const { counts } = useCounts();
  const { addNew } = useCountUpdates();
  // While live, the stream reports the change and the counts follow (useLiveCount).
  const onStatusChanged = (from: LeadStatus, to: LeadStatus) => {
    if (list.isLive || from === to) return;
    if (from === DEFAULT_STATUS) addNew(type.key, -1);
    if (to === DEFAULT_STATUS) addNew(type.key, 1);
  };
  // With every record here, their number is known at once; otherwise the database's count.
  const total = list.complete ? list.records.length : counts[type.key];

  let status = '';
  if (ready && !isEmpty) {
    status =
      filters.matchText() ||
      dashboardCopy.showing(
        shown.length,
        Math.max(total ?? shown.length, shown.length),
        type.label,
      );
  }

  return (
    <div className={toolbar.panel}>
      <div className={toolbar.toolbar}>
        <SearchBox query={search.query} onQuery={search.setQuery} statusId={statusId} />
        <StatusFilter value={params.status} onChange={params.setStatus} />
        <MoreFilters type={type} params={params} />
        <div className={toolbar.actions}>
          <ExportCsv
            type={type}
            list={list}
            search={search}
            statusChoice={params.status}
            disabled={isEmpty}
            messages={messages}
          />
          <ClearAll
            type={type}
            list={list}
            total={total}
            disabled={isEmpty}
            messages={messages}
            moveFocus={moveFocus}
            onCleared={() => search.setQuery('')}
            undo={undo}
          />
        </div>
      </div>

      <div className={listStyles.statusBar}>
        <StatusLine
          id={statusId}
          status={status}
          live={list.live.connected}
          searchingLoadedOnly={
            search.searching && !list.complete && ready && !search.searchedServer
          }
          filteringLoadedOnly={filtering && !list.complete && ready}
        />
        <ToggleGroup
          label={layoutCopy.groupLabel}
          choices={layouts}
          words={layoutCopy}
          selected={params.layout}
          onChoose={params.setLayout}
          className={listStyles.layoutSwitch}
        />
      </div>
      <UndoMessage undo={undo} />
      <ActionMessageLines messages={messages} />
      {linkedProblem ? <Alert message={linkedProblem} /> : null}
      {list.loadError ? (
        <Alert
          message={`${dashboardErrors.load} ${list.loadError}`}
          action={{ label: dashboardCopy.retry, onClick: list.retryLoad }}
        />
      ) : null}
      {list.live.error ? (
        <Alert
          message={list.live.error}
          action={
            list.live.retryable
              ? { label: dashboardCopy.reconnect, onClick: list.live.reconnect }
              : undefined
          }
        />
      ) : null}

      {list.status === 'loading' && !list.isLive ? (
        <p className={messageStyles.loading} role="status">
          {dashboardCopy.loading}
        </p>
      ) : null}

      <RecordList
        type={type}
        layout={params.layout}
        records={shown}
        isEmpty={isEmpty}
        noMatchesFor={
          ready && !isEmpty && (search.searching || filtering) && matching.length === 0
            ? search.shownQuery
            : null
        }
        arrived={list.live.arrived}
        openFirst={linked?.id}
        onDelete={deletion.ask}
        tools={{ type, list, messages, onStatusChanged }}
      />
      <LoadMore more={more} hasMore={ready && hasMore} />
      <DeleteRecordDialog deletion={deletion} />
    </div>
  );
}
