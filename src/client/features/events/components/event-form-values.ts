import type { EventInput, EventSummaryDto } from '@shared/contracts/events';

/** The event form as typed: every field a string ('' when left empty), and the vehicles ticked. */
export type EventFormValues = {
  name: string;
  organizer: string;
  organizerEmail: string;
  address: string;
  city: string;
  state: string;
  startsOn: string;
  endsOn: string;
  applicationDeadline: string;
  boothFee: string;
  notes: string;
  vehicleIds: string[];
};

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  organizer: '',
  organizerEmail: '',
  address: '',
  city: '',
  state: '',
  startsOn: '',
  endsOn: '',
  applicationDeadline: '',
  boothFee: '',
  notes: '',
  vehicleIds: [],
};

const FIELDS = Object.keys(EMPTY_EVENT_FORM) as (keyof EventFormValues)[];

/** Whether a refusal's `field` is one the form shows, so that the refusal goes under it. */
export const isEventFormField = (field: string | undefined): field is keyof EventFormValues =>
  (FIELDS as (string | undefined)[]).includes(field);

/**
 * What the API takes: the server trims and checks the rest (docs/product/events.md#fields). A fee that is no
 * number goes as typed, so that the server's refusal names the field.
 */
export function eventInputOf(values: EventFormValues): EventInput {
  const fee = values.boothFee.trim();
  return {
    ...values,
    applicationDeadline: values.applicationDeadline === '' ? null : values.applicationDeadline,
    boothFee: fee === '' ? null : Number.isFinite(Number(fee)) ? Number(fee) : (fee as unknown as number),
  };
}

/** An event as the form shows it for 'Edit Event'. */
export const eventFormValuesOf = (event: EventSummaryDto): EventFormValues => ({
  name: event.name,
  organizer: event.organizer,
  organizerEmail: event.organizerEmail ?? '',
  address: event.address ?? '',
  city: event.city,
  state: event.stateCode,
  startsOn: event.startsOn,
  endsOn: event.endsOn,
  applicationDeadline: event.applicationDeadline ?? '',
  boothFee: event.boothFee === null ? '' : String(event.boothFee),
  notes: event.notes ?? '',
  vehicleIds: event.vehicleIds,
});
