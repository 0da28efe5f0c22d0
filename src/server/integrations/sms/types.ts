import type { SendOptions } from '../mail/types';

export type SmsMessage = {
  /** E.164, e.g. +15105550134. */
  to: string;
  body: string;
};

/** Why a text message was refused; `unavailable` is worth retrying, the others are not. */
export type SmsFailureReason = 'invalid-number' | 'opted-out' | 'rejected' | 'unavailable';

/** The provider refused or could not take the message; `message` is fit to show the owner. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly reason: SmsFailureReason,
    /** The provider's own error code (Twilio's 21211, 21610 …), when it gave one. */
    readonly providerCode?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }

  get retryable() {
    return this.reason === 'unavailable';
  }
}

/** Replies to our number (STOP, START …) that the provider posts to us. */
export interface InboundSms {
  /** True when the request really comes from the provider (its signature over the URL and fields). */
  verify(request: { url: string; signature: string | undefined; params: Record<string, string> }): boolean;
}

export interface SmsSender {
  /** Which implementation is active, for the start-up log. */
  readonly name: string;
  /** Sends one text message; throws SmsDeliveryError when it is refused. */
  send(message: SmsMessage, options?: SendOptions): Promise<{ id: string }>;
  /** Present when the provider posts replies to /api/sms/inbound; the dev outbox receives none. */
  readonly inbound?: InboundSms;
}
