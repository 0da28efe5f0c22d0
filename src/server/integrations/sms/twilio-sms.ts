import twilio from 'twilio';
import { SmsDeliveryError, type SmsFailureReason, type SmsMessage, type SmsSender } from './types';

export type TwilioSmsConfig = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** Tests point the SDK at a local server that answers like Twilio. */
  apiBase?: string;
};

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/**
 * The SDK's own HTTP client with every request sent to `apiBase` instead of api.twilio.com: the custom
 * `httpClient` hook Twilio documents (twilio-node advanced-examples/custom-http-client.md).
 */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBase: URL) {
    super({ timeout: 20_000 });
  }

  override request<TData>(options: RequestOptions & { data?: TData }) {
    const original = new URL(options.uri);
    const uri = new URL(`${original.pathname}${original.search}`, this.apiBase).toString();
    return super.request<TData>({ ...options, uri });
  }
}

// Twilio error codes: https://www.twilio.com/docs/api/errors
const INVALID_NUMBER_CODES = new Set([21211, 21217, 21401, 21614]);
const OPTED_OUT_CODES = new Set([21610]);

function deliveryError(error: unknown): SmsDeliveryError {
  if (error instanceof twilio.RestException) {
    const code = error.code;
    let reason: SmsFailureReason = 'rejected';
    if (code !== undefined && INVALID_NUMBER_CODES.has(code)) reason = 'invalid-number';
    else if (code !== undefined && OPTED_OUT_CODES.has(code)) reason = 'opted-out';
    else if (error.status === 429 || error.status >= 500) reason = 'unavailable';
    return new SmsDeliveryError(error.message || `Twilio answered HTTP ${error.status}.`, reason, code);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new SmsDeliveryError(`Could not reach Twilio: ${detail}`, 'unavailable');
}

export function createTwilioSms(config: TwilioSmsConfig): SmsSender {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const client = twilio(config.accountSid, config.authToken, {
    ...(base ? { httpClient: new RedirectingRequestClient(base) } : { timeout: 20_000 }),
  });
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };

  return {
    name: base ? `Twilio (${base.host})` : `Twilio (${config.from})`,
    async send(message: SmsMessage) {
      try {
        const sent = await client.messages.create({ to: message.to, body: message.body, ...sender });
        return { id: sent.sid };
      } catch (error) {
        throw deliveryError(error);
      }
    },
    inbound: {
      verify({ url, signature, params }) {
        if (!signature) return false;
        return twilio.validateRequest(config.authToken, signature, url, params);
      },
    },
  };
}
