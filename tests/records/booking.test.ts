/** Sessions are booked within the office's opening hours: Monday to Saturday, 9:00 AM to 5:00 PM. */
import { expect, it } from 'vitest';
import { isOpenDay, openDayAhead, recordFieldSpecs } from '../../src/records/schemas';

const { sessionDate, sessionTime } = recordFieldSpecs.bookSession;
const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

it('knows Sunday is closed', () => {
  expect(isOpenDay('2099-03-01')).toBe(false); // a Sunday
  expect(isOpenDay('2099-03-02')).toBe(true);
  expect(isOpenDay('2099-03-07')).toBe(true); // a Saturday
});

it('refuses a Sunday and accepts the Saturday before it', () => {
  expect(message(sessionDate.schema.safeParse('2099-03-01'))).toBe(
    'We are closed on Sundays: choose Monday to Saturday',
  );
  expect(sessionDate.schema.safeParse('2099-02-28').success).toBe(true);
});

it.each(['09:00', '12:30', '16:59'])('accepts %s', (time) => {
  expect(sessionTime.schema.safeParse(time).success).toBe(true);
});

it.each(['08:59', '17:00', '20:00', '00:00'])('refuses %s as outside opening hours', (time) => {
  expect(message(sessionTime.schema.safeParse(time))).toBe(
    'Choose a time between 9:00 AM and 5:00 PM',
  );
});

it('openDayAhead skips a Sunday', () => {
  const saturday = new Date('2099-02-28T10:00:00Z');
  expect(openDayAhead(0, saturday)).toBe('2099-02-28');
  expect(openDayAhead(1, saturday)).toBe('2099-03-02');
});
