import { NotPublicAddressError } from './public-address';

export type FetchFailureReason =
  | 'blocked-address'
  | 'robots'
  | 'not-html'
  | 'too-large'
  | 'timeout'
  | 'tls'
  | 'http-error'
  | 'network'
  | 'too-many-redirects'
  | 'invalid-url'
  /** The page was read, but the part the catalog watches on it (its region) is not there, or holds no text. */
  | 'region-missing';

/** A failure the fetcher names itself; any other error is sorted by describeFailure. */
export class FetchFailure extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    detail: string,
  ) {
    super(detail);
  }
}

// Certificate failures carry OpenSSL's codes; a broken handshake surfaces as EPROTO.
const TLS_ERROR =
  /^(?:ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

/** The reason recorded against a source, and the detail for the operator's log (docs/decisions/0021). */
export function describeFailure(error: unknown): { reason: FetchFailureReason; detail: string } {
  if (error instanceof FetchFailure) return { reason: error.reason, detail: error.message };
  if (error instanceof NotPublicAddressError) return { reason: 'blocked-address', detail: error.message };
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return { reason: 'network', detail: message };
  return { reason: TLS_ERROR.test(code) ? 'tls' : 'network', detail: `${code}: ${message}` };
}
