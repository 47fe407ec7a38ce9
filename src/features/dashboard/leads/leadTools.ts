import type { LeadStatus } from '../../../records/lead';
import type { ActionMessages } from '../ui/useActionMessages';
import type { DashboardType } from '../ui/dashboardType';
import type { RecordList } from './useRecords';

/** What a card needs to change its lead's status and add notes. */
export interface LeadTools {
  type: DashboardType;
  list: RecordList;
  messages: ActionMessages;
  /** A status changed: the counts of New change too. */
  onStatusChanged: (from: LeadStatus, to: LeadStatus) => void;
}
