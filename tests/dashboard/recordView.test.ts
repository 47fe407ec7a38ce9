/** Older record shapes from the company's database read into one view; nothing is rewritten. */
import { describe, expect, it } from 'vitest';
import { storedRecords } from '../../src/features/dashboard/api/storedRecords';
import { normaliseRecord, toRecordViews } from '../../src/features/dashboard/ui/recordView';
import { submittedLead } from '../support/leads';

describe('normaliseRecord', () => {
  it('reads the current shapes', () => {
    const stored = submittedLead(
      'contactForm',
      { message: 'Hello' },
      new Date('2026-01-02T03:04:05.000Z'),
    );
    const view = normaliseRecord('-Nabc', stored);
    expect(view).toMatchObject({
      id: '-Nabc',
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '+2348012345678',
      message: 'Hello',
      submittedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(view.details).toEqual([{ key: 'subject', value: 'Website' }]);
    expect(view.stored).toBe(stored);
  });

  it('shows the receive time as the date, never the time the sender wrote (issue 33)', () => {
    const receivedAt = 1767323045000;
    const view = normaliseRecord('-Nabc', {
      fullName: 'Ada Obi',
      subject: 'Website',
      date: '2099-01-02T03:04:05.000Z',
      receivedAt,
    });
    expect(view.submittedAt).toBe(new Date(receivedAt).toISOString());
    expect(view.details).toEqual([{ key: 'subject', value: 'Website' }]);
  });

  it('reads the older names: name, phone, DeveloperType, organizationName, a time under data or timestamp', () => {
    const quote = normaliseRecord('q1', {
      id: 'q1',
      name: 'Old Quote',
      phoneNumber: '0801',
      organizationName: 'Obi Ltd',
      projectType: 'webDevelopment',
      DeveloperType: 'react',
      projectDuration: 'shortTerm',
      message: 'Need devs',
      date: '2023-05-01T10:00:00Z',
    });
    expect(quote).toMatchObject({
      name: 'Old Quote',
      phone: '0801',
      organization: 'Obi Ltd',
      developerType: 'react',
      submittedAt: '2023-05-01T10:00:00.000Z',
    });
    expect(quote.details.map((detail) => detail.key)).toEqual(['projectType', 'projectDuration']);

    const talent = normaliseRecord('t1', {
      name: 'T',
      phone: '0802',
      data: '2023-06-01T08:00:00.000Z',
      jobRole: 'cto',
    });
    expect(talent).toMatchObject({ phone: '0802', submittedAt: '2023-06-01T08:00:00.000Z' });

    const hiring = normaliseRecord('h1', { name: 'H', timestamp: 1_700_000_000_000 });
    expect(hiring.submittedAt).toBe(new Date(1_700_000_000_000).toISOString());
  });

  it('shows the first name it finds and keeps the other, and keeps unreadable times visible', () => {
    const view = normaliseRecord('x', {
      name: 'Short',
      fullName: 'Long Name',
      data: 'last Tuesday',
    });
    expect(view.name).toBe('Short');
    expect(view.submittedAt).toBeUndefined();
    expect(view.details).toEqual([
      { key: 'fullName', value: 'Long Name' },
      { key: 'data', value: 'last Tuesday' },
    ]);
  });

  it('copes with records that are not objects', () => {
    expect(normaliseRecord('odd', 'just text').details).toEqual([
      { key: 'value', value: 'just text' },
    ]);
  });
});

describe('toRecordViews of a collection as Firebase answers it', () => {
  it('turns an object keyed by ID into a list, newest first', () => {
    const views = toRecordViews(
      storedRecords({
        '-Na': { name: 'first' },
        '-Nc': { name: 'third' },
        '-Nb': { name: 'second' },
      }),
    );
    expect(views.map((view) => view.name)).toEqual(['third', 'second', 'first']);
  });

  it('orders by the receive time the database set, before keys; records without one follow by key', () => {
    const views = toRecordViews(
      storedRecords({
        zzzzzzzzzzzzzzzzzzzz: { name: 'chosen key, no receive time' },
        '-Na': { name: 'latest', receivedAt: 300 },
        '-Nc': { name: 'earlier', receivedAt: 100 },
        '-Nb': { name: 'older record' },
      }),
    );
    expect(views.map((view) => view.name)).toEqual([
      'latest',
      'earlier',
      'chosen key, no receive time',
      'older record',
    ]);
  });

  it('accepts null and Firebase arrays (integer keys)', () => {
    expect(toRecordViews(storedRecords(null))).toEqual([]);
    expect(toRecordViews(storedRecords([null, { name: 'one' }])).map((view) => view.id)).toEqual([
      '1',
    ]);
  });
});
