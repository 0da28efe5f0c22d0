import { describe, expect, it } from 'vitest';
import { phoneNumberSchema, toE164 } from './phone-number';
import { businessProfileSchema } from './business-profile';

describe('a phone number as typed (libphonenumber-js)', () => {
  it('is a US number without a + country code, in any usual writing', () => {
    for (const typed of [
      '(510) 555-0134',
      '510.555.0134',
      '5105550134',
      '1 510 555 0134',
      '+1 (510) 555-0134',
    ])
      expect(toE164(typed), typed).toBe('+15105550134');
  });

  it('is any country’s number with its + country code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('is refused when it is no whole number, has an extension or is not a number at all', () => {
    for (const typed of [
      '555',
      '+1555',
      '0123456789',
      '1234567',
      'call me',
      'call 5105550134',
      '',
      '510 555 0134 ext 5',
    ])
      expect(toE164(typed), typed).toBeNull();
  });

  it('is stored as E.164, and a wrong one is told with an example', () => {
    expect(phoneNumberSchema.parse('(510) 555-0134')).toBe('+15105550134');
    expect(phoneNumberSchema.safeParse('555').error?.issues[0]?.message).toBe(
      'Enter a valid phone number, e.g. (510) 555-0134 or +44 20 7946 0958',
    );
  });

  it('is kept as written in the business profile, where it may be left empty', async () => {
    const profile = (phone: string) =>
      businessProfileSchema.safeParseAsync({ businessName: 'Taco Truck', phone });
    expect((await profile('+1 (510) 555-0134')).data?.phone).toBe('+1 (510) 555-0134');
    expect((await profile('')).success).toBe(true);
    expect((await profile('555-01')).error?.issues[0]?.message).toBe('Enter a valid phone number');
  });
});
