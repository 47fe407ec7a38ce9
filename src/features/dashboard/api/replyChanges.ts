/** An admin's reply template for one type, saved (or put back to the standard words) with an audit line. */
import type { Collection } from '../../../records/collections';
import { REPLY_TEMPLATES_ROOT, type ReplyTemplate } from '../../../records/replyTemplates';
import { withAudit, type Changes } from './inboxChanges';

export const saveReplyTemplate = (
  collection: Collection,
  template: ReplyTemplate | null,
): Changes =>
  withAudit(
    { [`${REPLY_TEMPLATES_ROOT}/${collection}`]: template },
    { action: 'template', collection },
  );
