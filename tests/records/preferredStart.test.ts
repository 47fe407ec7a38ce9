/**
 * The enrolment's "Preferred start": a course's start date as YYYY-MM-DD, or '' for "Not sure
 * yet". Its shape is checked, not a list (each course has its own dates, and they change).
 */
import { describe, expect, it } from 'vitest';
import { courseFacts } from '../../src/content/training/facts';
import { choicesOf } from '../../src/records/choices';
import { formSchemas, recordSchemas, toRecord } from '../../src/records/schemas';
import { formValues } from '../support/leads';

const enrolment = (preferredStart: unknown) =>
  formSchemas.training.safeParse({ ...formValues('training'), preferredStart });

describe('the preferred start of an enrolment', () => {
  it.each(['', '2099-01-12', courseFacts['ui-ux'].startDates[1]])('accepts %o', (day) => {
    expect(enrolment(day).success).toBe(true);
  });

  it.each(['next month', '12/01/2099', '2099-13-01', '2099-01-32', '2099-01-12T09:00', 12, null])(
    'refuses %o, naming the field',
    (day) => {
      const result = enrolment(day);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['preferredStart'],
          message: "Preferred start must be one of the course's start dates (YYYY-MM-DD) or empty",
        }),
      ]);
    },
  );

  it('is stored as the day chosen, and read back in words', () => {
    const record = toRecord('training', {
      ...formValues('training', { course: 'cyber-security' }),
      preferredStart: '2099-05-11',
    });
    expect(record.preferredStart).toBe('2099-05-11');
    expect(recordSchemas.training.safeParse(record).success).toBe(true);
    expect(choicesOf('training', record)).toContainEqual({
      field: 'preferredStart',
      kind: 'date',
      text: 'Mon, 11 May 2099',
    });
  });

  it('may be absent (a form loaded before the field existed)', () => {
    const older: Record<string, unknown> = { ...formValues('training') };
    delete older.preferredStart;
    expect(formSchemas.training.safeParse(older).success).toBe(true);
  });
});
