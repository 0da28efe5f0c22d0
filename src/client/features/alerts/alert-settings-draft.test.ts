import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reminderDaysSchema, type AlertSettings } from '@shared/contracts/alerts';
import {
  formatPhoneNumber,
  hourLabel,
  newReminderDayError,
  reminderDayLabel,
  reminderDaysError,
  toDraft,
} from './alert-settings-draft';

const settings: AlertSettings = {
  emailAlerts: true,
  textAlerts: true,
  phoneNumber: '+15105550134',
  smsOptedOut: false,
  reminderDays: [7, 30, 1, 14],
  timeZone: 'UTC',
  sendHour: 8,
  onlyMyVehicles: false,
  calendarFeedUrl: 'http://localhost/api/calendar/token.ics',
  failures: [],
};

describe('toDraft', () => {
  it('sorts the days descending and proposes the browser zone while the zone is the default UTC', () => {
    expect(toDraft(settings, { isPro: true, browserTimeZone: 'America/Los_Angeles' })).toEqual({
      emailAlerts: true,
      textAlerts: true,
      reminderDays: [30, 14, 7, 1],
      timeZone: 'America/Los_Angeles',
      sendHour: 8,
      onlyMyVehicles: false,
    });
  });

  it('keeps a chosen zone', () => {
    const chosen = { ...settings, timeZone: 'Europe/Berlin' };
    expect(toDraft(chosen, { isPro: true, browserTimeZone: 'America/Denver' }).timeZone).toBe(
      'Europe/Berlin',
    );
  });

  it('reads text alerts as off for an owner who is not Pro', () => {
    expect(toDraft(settings, { isPro: false, browserTimeZone: 'UTC' }).textAlerts).toBe(false);
  });
});

describe('reminder days', () => {
  it('labels 1 as a day and the rest as days', () => {
    expect(reminderDayLabel(1)).toBe('1 day');
    expect(reminderDayLabel(2)).toBe('2 days');
  });

  it('takes 1 to 365 and refuses 0, 366, fractions and words', () => {
    expect(newReminderDayError('1', [])).toBeNull();
    expect(newReminderDayError('365', [])).toBeNull();
    for (const value of ['0', '366', '2.5', '', 'ten', '-3'])
      expect(newReminderDayError(value, []), value).toBe('Enter a number of days from 1 to 365');
  });

  it('refuses a duplicate and an eleventh day', () => {
    expect(newReminderDayError('7', [30, 7])).toBe('7 days is already in the schedule');
    expect(newReminderDayError('1', [1])).toBe('1 day is already in the schedule');
    const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(newReminderDayError('10', nine)).toBeNull();
    expect(newReminderDayError('11', [...nine, 10])).toBe('At most 10 reminder days');
    expect(newReminderDayError('7', [...nine, 10])).toBe('7 days is already in the schedule');
    expect(newReminderDayError('400', [...nine, 10])).toBe('Enter a number of days from 1 to 365');
  });
});

describe('reminderDaysError', () => {
  /** The schema's first message, or null: what the editor showed when it asked the schema itself. */
  const schemaError = (days: number[]) => {
    const result = reminderDaysSchema.safeParse(days);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('gives the schema’s answer at each of its limits', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    for (const days of [
      [],
      [1],
      [365],
      [0],
      [366],
      [-1],
      [30, 30],
      [400, 400],
      ten,
      [...ten, 11],
      [...ten, 10],
      [0, ...ten],
      [30, 14, 7, 1],
    ])
      expect(reminderDaysError(days), JSON.stringify(days)).toBe(schemaError(days));
  });

  it('agrees with reminderDaysSchema on any list of whole numbers', () => {
    const day = fc.oneof(fc.integer({ min: -2, max: 400 }), fc.constantFrom(0, 1, 7, 365, 366));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 12 }), (days) => {
        expect(reminderDaysError(days)).toBe(schemaError(days));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('display', () => {
  it('formats North American numbers and leaves the others', () => {
    expect(formatPhoneNumber('+15105550134')).toBe('+1 (510) 555-0134');
    expect(formatPhoneNumber('+442079460958')).toBe('+442079460958');
  });

  it('shows the send hour as 8:00', () => {
    expect(hourLabel(8)).toBe('8:00');
    expect(hourLabel(0)).toBe('0:00');
  });
});
