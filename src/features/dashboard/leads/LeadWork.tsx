/**
 * What the team does with a lead (issue 37), on its card and in the list's details: its owner,
 * its next step, how long it waited for an answer, and its one history.
 */
import { responseCopy } from '../../../content/teamInbox';
import { plainMsBetween, workingMsBetween } from '../../../records/responseTime';
import { RECEIVED_AT } from '../../../records/schemas';
import type { RecordView } from '../ui/recordView';
import { FollowUp } from './FollowUp';
import { LeadHistory } from './LeadHistory';
import { OwnerPicker } from './OwnerPicker';
import { ReplyComposer } from './ReplyComposer';
import { Disclosure } from '../ui/Disclosure';
import { replyCopy } from '../../../content/replyTemplates';
import type { LeadTools } from './leadTools';
import work from './LeadWork.module.css';

function responseLine(record: RecordView): string | null {
  const received = record.stored[RECEIVED_AT];
  if (typeof received !== 'number') return null;
  const answered = record.firstResponseAt;
  if (answered === undefined) return responseCopy.waiting;
  return responseCopy.answered(
    responseCopy.duration(plainMsBetween(received, answered)),
    responseCopy.duration(workingMsBetween(received, answered)),
  );
}

export function LeadWork({ record, tools }: { record: RecordView; tools: LeadTools }) {
  const response = responseLine(record);
  return (
    <div className={work.leadWork}>
      <OwnerPicker record={record} tools={tools} />
      {response ? (
        <p className={work.responseLine} data-answered={record.firstResponseAt !== undefined}>
          {response}
        </p>
      ) : null}
      <FollowUp record={record} tools={tools} />
      <Disclosure label={replyCopy.open}>
        <ReplyComposer record={record} tools={tools} />
      </Disclosure>
      <LeadHistory record={record} />
    </div>
  );
}
