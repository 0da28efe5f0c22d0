import type { FindRenewalLinkRequest } from '@shared/contracts/catalog';

/** Find Link and the requirement search are reads: their input goes in the query string. */
export const catalogQueryString = ({ permitName, state = '', category = '' }: FindRenewalLinkRequest) =>
  new URLSearchParams({ permitName, state, category }).toString();
