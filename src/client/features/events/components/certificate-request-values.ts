import type { InsuranceRequestInput } from '@shared/contracts/events';

/** The certificate request's form as typed: every field a string. */
export type CertificateRequestValues = {
  brokerName: string;
  brokerEmail: string;
  eachOccurrence: string;
  aggregate: string;
};

/**
 * A limit as the API takes it: an owner may write '1,000,000' or '$1,000,000'. One that is still no number
 * goes as typed, so that the server's refusal names the field.
 */
function amountOf(typed: string): number {
  const plain = typed.replace(/[\s$,]/g, '');
  return plain !== '' && Number.isFinite(Number(plain)) ? Number(plain) : (typed as unknown as number);
}

/**
 * What the API takes (docs/product/events.md#certificate-of-insurance). A broker left blank is not sent: the
 * server asks the profile's, or refuses under the field when there is none.
 */
export function certificateRequestOf(
  values: CertificateRequestValues,
  confirm: boolean,
): InsuranceRequestInput {
  const brokerName = values.brokerName.trim();
  const brokerEmail = values.brokerEmail.trim();
  return {
    ...(brokerName ? { brokerName } : {}),
    ...(brokerEmail ? { brokerEmail } : {}),
    eachOccurrence: amountOf(values.eachOccurrence),
    aggregate: amountOf(values.aggregate),
    confirm,
  };
}
