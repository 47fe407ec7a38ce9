/**
 * What the morning mail lists for whom (src/lib/morningList.ts), at the edges the backends' tests
 * do not reach: the end of the Lagos day, the 24 hours, a lead read by two queries, older records
 * dated by their date text, and a long list cut short.
 */
import { describe, expect, it } from 'vitest';
import { morningMailCopy } from '../../src/content/staffMail';
import {
  MORNING_SECTION_MAX,
  morningLists,
  morningQueries,
  morningRunAt,
  type StaffEntry,
  type StoredLead,
} from '../../src/lib/morningList';
import { morningMail } from '../../src/lib/staffMail';
import { lagosDayStart } from '../../src/records/lagosTime';

const HOUR = 3_600_000;
/** 08:00 in Lagos (07:00 UTC) on a Monday. */
const NOW = Date.parse('2026-11-30T07:00:00Z');
const END_OF_DAY = lagosDayStart(NOW) + 24 * HOUR;
const AGENT: StaffEntry = { uid: 'u1', email: 'ayo@example.com', role: 'agent' };
const ADMIN: StaffEntry = { uid: 'u2', email: 'ada@example.com', role: 'admin' };

let next = 0;
const lead = (record: Record<string, unknown>): StoredLead => ({
  collection: 'contactForm',
  id: `-Nlead${String(++next).padStart(14, '0')}`,
  record: { name: `Lead ${next}`, ...record },
});
const followUp = (at: number) => ({ owner: AGENT.email, followUp: { at, what: 'Call' } });

describe('the morning list', () => {
  it('is due at 08:00 Lagos time and reads follow-ups up to the end of the Lagos day', () => {
    expect(new Date(morningRunAt(NOW + 10 * HOUR)).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(morningQueries([AGENT, ADMIN], NOW)).toEqual([
      { child: 'followUp/at', startAt: 0, endAt: END_OF_DAY - 1 },
      { child: 'owner', equalTo: AGENT.email },
      { child: 'owner', equalTo: ADMIN.email },
      { child: 'owner', equalTo: null },
    ]);
    // Without an admin, nobody is sent the unassigned leads, so they are not read.
    expect(morningQueries([AGENT], NOW)).toHaveLength(2);
  });

  it('puts a follow-up by its time: overdue before now, due until midnight, none after', () => {
    const overdue = lead(followUp(NOW - 1));
    const due = lead(followUp(END_OF_DAY - 1));
    const tomorrow = lead(followUp(END_OF_DAY));
    const [list] = morningLists([AGENT], [overdue, due, tomorrow, due], NOW);
    expect(list?.day).toBe('2026-11-30');
    expect(list?.sections.overdue.map((item) => item.id)).toEqual([overdue.id]);
    expect(list?.sections.dueToday.map((item) => item.id)).toEqual([due.id]);
  });

  it('lists a New lead only past 24 hours, and an unassigned one to admins only', () => {
    const justUnder = lead({ owner: AGENT.email, receivedAt: NOW - 24 * HOUR });
    const past = lead({ owner: AGENT.email, status: 'new', receivedAt: NOW - 24 * HOUR - 1 });
    const older = lead({ date: new Date(NOW - 50 * HOUR).toISOString() });
    const lists = morningLists([AGENT, ADMIN], [justUnder, past, older], NOW);
    const byUid = new Map(lists.map((list) => [list.member.uid, list.sections]));
    expect(byUid.get('u1')?.waiting.map((item) => item.id)).toEqual([past.id]);
    expect(byUid.get('u1')?.unassigned).toEqual([]);
    expect(byUid.get('u2')?.unassigned.map((item) => item.id)).toEqual([older.id]);
    expect(morningLists([AGENT], [justUnder], NOW)).toEqual([]);
  });

  it(`shows at most ${MORNING_SECTION_MAX} leads a section and counts the rest`, () => {
    const many = Array.from({ length: MORNING_SECTION_MAX + 3 }, () => lead(followUp(NOW - HOUR)));
    const [list] = morningLists([AGENT], many, NOW);
    const mail = morningMail(list!, 'https://site.test/', NOW, morningMailCopy);
    expect(mail.text).toContain(`Overdue follow-ups (${MORNING_SECTION_MAX + 3})`);
    expect(mail.text).toContain('…and 3 more in the dashboard.');
    expect(mail.text.match(/https:\/\/site\.test\/DC\?type=contact&lead=/g)).toHaveLength(
      MORNING_SECTION_MAX,
    );
    expect(mail.text).toContain('The whole inbox: https://site.test/DC');
  });
});
