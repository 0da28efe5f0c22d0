import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportField } from '@shared/domain/import-fields';

/** Each field a column can hold, as the mapping's selects name it, in the order they offer them. */
export const IMPORT_FIELD_LABELS: Record<ImportField, MessageDescriptor> = {
  name: msg`Permit name`,
  categoryId: msg`Category`,
  issueDate: msg`Issue date`,
  renewalDate: msg`Renewal date`,
  cost: msg`Cost`,
  city: msg`City`,
  state: msg`State`,
  county: msg`County`,
  permitNumber: msg`Permit number`,
  issuingAgency: msg`Issuing agency`,
  renewalLink: msg`Renewal URL`,
  notes: msg`Notes`,
};
