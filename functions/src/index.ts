/**
 * The Cloud Functions deployed with hosted Firebase (firebase.json, "functions"): one trigger per
 * collection that e-mails staff a notice of each new lead, the same notice `server/` sends (a
 * burst past NOTIFY_DIGEST_AFTER becomes one digest, sent every ten minutes: noticeDigest.ts); one
 * per collection that e-mails the visitor's acknowledgement (at most 3 a day to one address); one
 * per collection that keeps its counts and search index (`counts`, `searchIndex`, which
 * `server/` computes on read); a daily recount that checks them and indexes older records; and
 * the daily run of the retention rule, as server/ runs it. And staff accounts (decision 0034):
 * each invitation's one-time link mailed, the link accepted over HTTPS (Hosting rewrites the
 * dashboard's `/auth/v1/accounts:acceptInvitation` here), and a removed member's user deleted.
 * And the mail staff work causes (issue 37): a lead's new owner told, a reply written on a lead
 * sent to the visitor, and the morning mail at 08:00 Lagos time.
 * Built into lib/index.js by `npm run build:functions` (README, deploy section).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase, ServerValue } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onValueCreated, onValueDeleted, onValueWritten } from 'firebase-functions/v2/database';
import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { authError } from '../../src/lib/invitations';
import { DEFAULT_DIGEST_AFTER } from '../../src/lib/leadNotice';
import { DAY_MS } from '../../src/lib/purge';
import { DEFAULT_RETENTION_MONTHS } from '../../src/lib/retention';
import { collections, type Collection } from '../../src/records/collections';
import { DERIVED_ROOTS } from '../../src/records/derived';
import { countInsights } from '../../src/records/insights';
import { INVITATIONS_ROOT, STAFF_ROOT } from '../../src/records/staff';
import { countsDelta, insightsDelta, recount, searchIndexEntry, withDelta } from './leadIndex';
import { DATABASE_REGION } from './region';
import { runRetention } from './runRetention';
import { ackCounts, sendAcknowledgement } from './sendAcknowledgement';
import type { NewLead } from './sendLeadNotice';
import { DIGEST_WINDOW_MS, noticeDatabase, noticeOrDigest, sendNoticeDigest } from './noticeDigest';
import { mailDatabase, sendHistoryEventMail, sendMorningMails } from './staffMails';
import {
  acceptInvitation as answerInvitation,
  endAccount,
  forgetInvitation,
  sendInvitation,
  staffBackend,
} from './staffAccounts';

/**
 * At most 10 instances of any function (issue 39): the rules cannot limit how many records a
 * client writes, and a flood then waits in the triggers' retries instead of multiplying
 * instances, mails and the bill.
 */
setGlobalOptions({ region: DATABASE_REGION, maxInstances: 10 });

/** `smtp://user:pass@host:587` or `smtps://…`: a secret, since it holds the password. */
const SMTP_URL = defineSecret('SMTP_URL');
const NOTIFY_TO = defineString('NOTIFY_TO', { description: 'Comma-separated staff addresses' });
const NOTIFY_FROM = defineString('NOTIFY_FROM', { description: 'Sender of the lead notices' });
const SITE_URL = defineString('SITE_URL', {
  description: 'The public origin; notices link to /DC',
});

/** A failing send is retried by Cloud Functions; past this age the event is logged and dropped. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether a retried event is past GIVE_UP_AFTER_MS (then logged, and dropped). */
function givenUp(sentAt: number, what: string, details: Record<string, string>): boolean {
  if (Date.now() - sentAt <= GIVE_UP_AFTER_MS) return false;
  logger.error(`${what} given up after a day of failures`, details);
  return true;
}

/**
 * A trigger on each new record a visitor wrote: `send` mails about it, retried by Cloud Functions
 * while it fails, for a day at most. Visitors write without signing in; a record staff put back
 * from the trash (or an administrator imported) is not a new lead.
 */
const newLeadTrigger = (
  collection: Collection,
  what: string,
  send: (lead: NewLead, sentAt: number) => Promise<void>,
) =>
  onValueCreated(
    { ref: `/${collection}/{id}`, secrets: [SMTP_URL], retry: true },
    async (event) => {
      if (event.authType === 'app_user' || event.authType === 'admin') return;
      const sentAt = Date.parse(event.time);
      if (givenUp(sentAt, what, { collection, id: event.params.id })) return;
      const record: unknown = event.data.val();
      if (typeof record !== 'object' || record === null) return;
      await send(
        { collection, id: event.params.id, record: record as Record<string, unknown> },
        sentAt,
      );
    },
  );

/** More new leads than this in one DIGEST_WINDOW_MS: the rest go to staff as one digest. */
const NOTIFY_DIGEST_AFTER = defineInt('NOTIFY_DIGEST_AFTER', {
  default: DEFAULT_DIGEST_AFTER,
  description: 'New leads noticed one by one in 10 minutes; more wait for one digest',
});

const noticeSettings = () => ({
  smtpUrl: SMTP_URL.value(),
  to: NOTIFY_TO.value(),
  from: NOTIFY_FROM.value(),
  siteUrl: SITE_URL.value(),
});

/** A new lead's notice, or its place in the next digest when it is one of a burst (noticeDigest.ts). */
const noticeTrigger = (collection: Collection) =>
  newLeadTrigger(collection, 'Lead notice', async (lead, sentAt) => {
    const outcome = await noticeOrDigest(
      lead,
      noticeSettings(),
      noticeDatabase,
      sentAt,
      NOTIFY_DIGEST_AFTER.value(),
    );
    if (outcome !== 'sent') logger.info('A lead notice waits for the digest', { collection });
  });

/**
 * The visitor's acknowledgement of a new lead, its own trigger so that a failing notice and a
 * failing acknowledgement are retried apart. A bot caught by the rules' honeypot check leaves no
 * record to trigger it.
 */
const acknowledgementTrigger = (collection: Collection) =>
  newLeadTrigger(collection, 'Acknowledgement', async (lead, sentAt) => {
    const outcome = await sendAcknowledgement(
      lead,
      { smtpUrl: SMTP_URL.value(), from: NOTIFY_FROM.value(), siteUrl: SITE_URL.value() },
      (path, update) => ackCounts.transact(path, update),
      sentAt,
    );
    if (outcome !== 'sent') logger.info('No acknowledgement', { collection, outcome });
  });

export const acknowledgeContactForm = acknowledgementTrigger('contactForm');
export const acknowledgeBookSession = acknowledgementTrigger('bookSession');
export const acknowledgeHiring = acknowledgementTrigger('hiring');
export const acknowledgeQuoteForm = acknowledgementTrigger('quoteForm');
export const acknowledgeTechTalent = acknowledgementTrigger('techTalent');
export const acknowledgeTraining = acknowledgementTrigger('training');

export const notifyContactForm = noticeTrigger('contactForm');
export const notifyBookSession = noticeTrigger('bookSession');
export const notifyHiring = noticeTrigger('hiring');
export const notifyQuoteForm = noticeTrigger('quoteForm');
export const notifyTechTalent = noticeTrigger('techTalent');
export const notifyTraining = noticeTrigger('training');

/**
 * Every DIGEST_WINDOW_MS: the notices a burst put to wait go to staff as one digest. Nothing
 * waiting, no mail; a failed send leaves them waiting for the next run.
 */
export const mailNoticeDigest = onSchedule(
  {
    schedule: `every ${DIGEST_WINDOW_MS / 60_000} minutes`,
    secrets: [SMTP_URL],
    retryCount: 3,
    // One run at a time: a retry overlapping the next run would mail the same digest twice.
    maxInstances: 1,
  },
  async () => {
    const outcome = await sendNoticeDigest(noticeSettings(), noticeDatabase, Date.now());
    if (outcome.listed + outcome.dropped > 0) logger.info('Digest of new leads', outcome);
  },
);

/** Every write of a record: its search-index entry follows it, and the counts change by as much. */
const indexTrigger = (collection: Collection) =>
  onValueWritten({ ref: `/${collection}/{id}`, retry: true }, async (event) => {
    const before: unknown = event.data.before.val();
    const after: unknown = event.data.after.val();
    const root = event.data.after.ref.root;
    await root
      .child(`${DERIVED_ROOTS.searchIndex}/${collection}/${event.params.id}`)
      .set(searchIndexEntry(event.params.id, after));
    // Insights: each count the write changes, incremented where it is (no lost update).
    const insights = insightsDelta(collection, before, after, Date.parse(event.time));
    if (Object.keys(insights).length > 0) {
      await root.update(
        Object.fromEntries(
          Object.entries(insights).map(([path, change]) => [
            `${DERIVED_ROOTS.insights}/${path}`,
            ServerValue.increment(change),
          ]),
        ),
      );
    }
    const delta = countsDelta(before, after);
    if (delta.total === 0 && delta.new === 0) return;
    // A transaction: two leads arriving at once both count.
    await root
      .child(`${DERIVED_ROOTS.counts}/${collection}`)
      .transaction((current: unknown) => withDelta(current, delta));
  });

export const indexContactForm = indexTrigger('contactForm');
export const indexBookSession = indexTrigger('bookSession');
export const indexHiring = indexTrigger('hiring');
export const indexQuoteForm = indexTrigger('quoteForm');
export const indexTechTalent = indexTrigger('techTalent');
export const indexTraining = indexTrigger('training');

/**
 * Once a day, each collection counted and indexed again from what is stored: corrects any drift
 * (a trigger given up on) and gives records written before the triggers their index entries; the
 * insights are counted again from all of them.
 */
export const recountLeads = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Africa/Lagos' },
  async () => {
    if (getApps().length === 0) initializeApp();
    const root = getDatabase().ref();
    const stored: Partial<Record<Collection, unknown>> = {};
    for (const collection of collections) {
      stored[collection] = (await root.child(collection).get()).val();
      const { counts, index } = recount(stored[collection]);
      await root.update({
        [`${DERIVED_ROOTS.counts}/${collection}`]: counts,
        [`${DERIVED_ROOTS.searchIndex}/${collection}`]: index,
      });
    }
    // Insights counted again from every collection: corrects drift, counts leads now past 48 h.
    await root.child(DERIVED_ROOTS.insights).set(countInsights(stored, Date.now()));
  },
);

const RETENTION_MONTHS = defineInt('RETENTION_MONTHS', {
  default: DEFAULT_RETENTION_MONTHS,
  description: 'Months a lead is kept after it arrived',
});

/**
 * Every day at 02:00 in Lagos: leads past RETENTION_MONTHS are erased everywhere. An hour before
 * `recountLeads`, which writes the same counts and search index: the two never run at once, and
 * the recount counts what the rule left.
 */
export const retentionDaily = onSchedule(
  { schedule: 'every day 02:00', timeZone: 'Africa/Lagos' },
  async () => {
    if (getApps().length === 0) initializeApp();
    const root = getDatabase().ref();
    const now = Date.now();
    const erased = await runRetention(
      {
        read: async (path) => (await root.child(path).get()).val(),
        update: (values) => root.update(values),
        newKey: () => root.push().key ?? String(now),
      },
      { now, months: RETENTION_MONTHS.value(), nextRunAt: now + DAY_MS },
    );
    logger.info('Retention rule run', { erased });
  },
);

/** An admin's invitation: its secret kept (as a hash) and its link mailed, retried for a day. */
export const inviteColleague = onValueCreated(
  { ref: `/${INVITATIONS_ROOT}/{id}`, secrets: [SMTP_URL], retry: true },
  async (event) => {
    const id = event.params.id;
    if (givenUp(Date.parse(event.time), 'Invitation', { id })) return;
    const outcome = await sendInvitation(
      id,
      event.data.val(),
      { smtpUrl: SMTP_URL.value(), from: NOTIFY_FROM.value(), siteUrl: SITE_URL.value() },
      staffBackend,
      Date.now(),
    );
    if (outcome !== 'sent') logger.info('No invitation mail', { id, outcome });
  },
);

/** A cancelled or accepted invitation: its secret's hash goes. */
export const forgetColleagueInvitation = onValueDeleted(
  { ref: `/${INVITATIONS_ROOT}/{id}`, retry: true },
  (event) => forgetInvitation(event.params.id, staffBackend),
);

/** A removed member of staff: the Firebase Auth user's sessions end and the user goes. */
export const endStaffAccount = onValueDeleted(
  { ref: `/${STAFF_ROOT}/{uid}`, retry: true },
  async (event) => {
    if (!(await endAccount(event.params.uid, staffBackend))) {
      logger.info('No Auth user for a removed member', { uid: event.params.uid });
    }
  },
);

/**
 * `POST /auth/v1/accounts:acceptInvitation` (the dashboard's default URL, rewritten here by
 * Hosting): an invited colleague's secret and password become their account. Public, as any
 * sign-in is; a few instances at most, as little as it is used.
 */
export const acceptInvitation = onRequest(
  { invoker: 'public', maxInstances: 5 },
  async (request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      response.statusCode = 405;
      response.end(JSON.stringify(authError(405, 'METHOD_NOT_ALLOWED')));
      return;
    }
    const answer = await answerInvitation(request.body, staffBackend, Date.now());
    response.statusCode = answer.status;
    response.end(JSON.stringify(answer.body));
  },
);

const staffMailSettings = () => ({
  smtpUrl: SMTP_URL.value(),
  from: NOTIFY_FROM.value(),
  siteUrl: SITE_URL.value(),
});

/**
 * A new event in a lead's history (`{collection}/{id}/history/{eventId}`, in one of the six
 * collections): a new owner other than the writer is mailed the lead's link; an e-mail reply goes
 * to the lead's stored address, Reply-To the writer. Retried for a day; sent once (a marker).
 */
export const mailLeadEvent = onValueCreated(
  { ref: '/{collection}/{id}/history/{eventId}', secrets: [SMTP_URL], retry: true },
  async (event) => {
    const { collection, id, eventId } = event.params;
    if (givenUp(Date.parse(event.time), 'Mail about a lead', { collection, id, eventId })) return;
    const outcome = await sendHistoryEventMail(
      { collection, id, eventId },
      event.data.val(),
      staffMailSettings(),
      mailDatabase,
      Date.now(),
    );
    if (outcome === 'no address') {
      logger.warn('A reply was not sent: the lead has no e-mail address', { collection, id });
    } else if (outcome !== 'sent') {
      logger.info('No mail for a history event', { collection, id, eventId, outcome });
    }
  },
);

/**
 * Every day at 08:00 in Lagos: each member of staff gets their follow-ups due today and overdue,
 * and their leads still New after a day; admins also get the unassigned ones. Nothing to do, no
 * mail; a retried run sends none twice.
 */
export const morningMail = onSchedule(
  { schedule: '0 8 * * *', timeZone: 'Africa/Lagos', secrets: [SMTP_URL], retryCount: 3 },
  async () => {
    const result = await sendMorningMails(staffMailSettings(), mailDatabase, Date.now());
    logger.info('Morning mail to staff', result);
  },
);
