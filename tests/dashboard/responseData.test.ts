/**
 * The Insights figures a sales manager reads, from the leads with hand-worked answers
 * (tests/server/insights.cases.ts): per type and per week, received, answered, within the promise,
 * median and 90th percentile; and leads per owner by stage.
 */
import { describe, expect, it } from 'vitest';
import {
  promiseMinutes,
  responseByType,
  responseByWeek,
  stageRows,
} from '../../src/features/dashboard/insights/responseData';
import { expectedInsights, NOW } from '../server/insights.cases';

describe('response-time figures', () => {
  it('per type over 12 weeks: the promise in minutes of working time, and what was kept', () => {
    expect(promiseMinutes('training')).toBe(480);
    expect(promiseMinutes('quoteForm')).toBe(960);
    const rows = responseByType(expectedInsights, NOW);
    const figures = (key: string) => {
      const row = rows.find((each) => each.key === key)!;
      return [row.received, row.answered, row.within, row.working, row.plain];
    };
    // 1 min, 10 min, 1 h, 1 h within one working day; 11 h not; one not answered.
    expect(figures('training')).toEqual([
      6,
      5,
      4,
      { median: 60, p90: 720 },
      { median: 1440, p90: 2880 },
    ]);
    // 479 and exactly 480 working minutes: both within one working day.
    expect(figures('contactForm')).toEqual([
      3,
      2,
      2,
      { median: 480, p90: 480 },
      { median: 1440, p90: 2160 },
    ]);
    const none = { median: undefined, p90: undefined };
    expect(figures('hiring')).toEqual([0, 0, 0, none, none]);
  });

  it('per week, all types together', () => {
    const rows = responseByWeek(expectedInsights, NOW);
    expect(rows).toHaveLength(12);
    expect(rows.at(-2)).toMatchObject({ key: '2026-11-16', received: 6, within: 4 });
    expect(rows.at(-1)).toMatchObject({
      key: '2026-11-23',
      received: 3,
      answered: 2,
      within: 2,
      working: { median: 480, p90: 480 },
    });
    expect(rows[0]).toMatchObject({ received: 0, answered: 0 });
  });
});

describe('leads by group and stage', () => {
  it('per owner, most leads first, then by name', () => {
    const rows = stageRows(expectedInsights.owners, (key) => key ?? 'Unassigned');
    expect(rows.map(({ name, total, byStage }) => [name, total, byStage])).toEqual([
      ['ada@example.com', 4, { new: 0, contacted: 2, qualified: 1, won: 1, lost: 0 }],
      ['Unassigned', 4, { new: 2, contacted: 1, qualified: 0, won: 1, lost: 0 }],
      ['bola@example.com', 3, { new: 1, contacted: 0, qualified: 0, won: 1, lost: 1 }],
    ]);
  });

  it('counts back to 0 (as hosted Firebase keeps them) leave a group out', () => {
    expect(stageRows({ gone: { new: 0 }, kept: { won: 1, lost: 0 } }, String)).toEqual([
      { name: 'kept', total: 1, byStage: { new: 0, contacted: 0, qualified: 0, won: 1, lost: 0 } },
    ]);
  });
});
