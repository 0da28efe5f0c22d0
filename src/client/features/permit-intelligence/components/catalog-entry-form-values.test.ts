import { describe, expect, it } from 'vitest';
import type { CatalogEntryDraft } from '@shared/contracts/catalog';
import type { PermitCategory } from '@shared/contracts/permits';
import { catalogEntryFormValues } from './catalog-entry-form-values';

const CATEGORIES: PermitCategory[] = [
  { id: 1, name: 'Health', description: '' },
  { id: 7, name: 'Tax', description: '' },
];

const ENTRY: CatalogEntryDraft = {
  id: 'ca-la-county-mobile-food-facility',
  name: 'Mobile Food Facility Health Permit',
  category: 'Health',
  stateCode: 'CA',
  city: 'Los Angeles',
  county: 'Los Angeles',
  cost: { minUsd: 425.5, maxUsd: 425.5, per: 'year' },
  processingDays: { minDays: 10, maxDays: 30 },
  renewalUrl: 'https://publichealth.lacounty.gov/eh/',
  source: {
    entryId: 'ca-la-county-mobile-food-facility',
    agency: 'Los Angeles County Public Health',
    agencyUrl: 'https://publichealth.lacounty.gov/',
    url: 'https://publichealth.lacounty.gov/eh/',
    archiveChecked: null,
    reviewed: null,
  },
};

describe('catalogEntryFormValues (a suggestion added to the permit form)', () => {
  it("fills what the catalog states, and leaves the owner's dates and notes empty", () => {
    expect(catalogEntryFormValues(ENTRY, CATEGORIES)).toEqual({
      name: 'Mobile Food Facility Health Permit',
      issueDate: '',
      renewalDate: '',
      cost: '425.50',
      city: 'Los Angeles',
      state: 'CA',
      county: 'Los Angeles',
      notes: '',
      permitNumber: '',
      // The catalog's agency: the saved permit links to its page (docs/product/permits.md#fields).
      issuingAgency: 'Los Angeles County Public Health',
      renewalLink: 'https://publichealth.lacounty.gov/eh/',
      categoryId: '1',
      processingTimeDays: '30',
    });
  });

  it('leaves the agency for the catalog to name when its name is longer than the field takes', () => {
    const agency = 'A'.repeat(101);
    const values = catalogEntryFormValues({ ...ENTRY, source: { ...ENTRY.source, agency } }, CATEGORIES);
    expect(values.issuingAgency).toBe('');
  });

  it('takes a fee as the cost only when it is one amount, a free one included', () => {
    const cost = (entryCost: CatalogEntryDraft['cost']) =>
      catalogEntryFormValues({ ...ENTRY, cost: entryCost }, CATEGORIES).cost;
    expect(cost({ minUsd: 100, maxUsd: 300, per: 'application' })).toBe('');
    expect(cost({ minUsd: 0, maxUsd: 0, per: 'application' })).toBe('0.00');
    expect(cost(null)).toBe('');
  });

  it("takes the longest processing time within the form's 1 to 730 days", () => {
    const days = (processingDays: CatalogEntryDraft['processingDays']) =>
      catalogEntryFormValues({ ...ENTRY, processingDays }, CATEGORIES).processingTimeDays;
    expect(days({ minDays: 0, maxDays: 0 })).toBe('');
    expect(days({ minDays: 0, maxDays: 1 })).toBe('1');
    expect(days({ minDays: 700, maxDays: 730 })).toBe('730');
    expect(days({ minDays: 700, maxDays: 731 })).toBe('');
    expect(days(null)).toBe('');
  });

  it('leaves out a category, place or link the catalog does not give', () => {
    const values = catalogEntryFormValues(
      { ...ENTRY, category: 'Insurance', stateCode: null, city: null, county: null, renewalUrl: null },
      CATEGORIES,
    );
    expect(values).toMatchObject({ categoryId: '', state: '', city: '', county: '', renewalLink: '' });
  });
});
