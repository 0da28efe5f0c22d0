import type { I18n } from '@lingui/core';
import { formatCalendarDate } from '../../../shared/domain/formatting';
import { toLocale } from '../../../shared/i18n/locales';

/* An event as the organiser's packet and its e-mail name it (docs/product/events.md#the-organisers-packet). */

export type PacketEvent = {
  name: string;
  startsOn: string;
  endsOn: string;
  address: string | null;
  city: string;
  stateCode: string;
};

/** 'May 1, 2027' or 'May 1, 2027 to May 2, 2027', in `i18n`'s language. */
export function eventDates(event: Pick<PacketEvent, 'startsOn' | 'endsOn'>, i18n: I18n) {
  const locale = toLocale(i18n.locale);
  const starts = formatCalendarDate(event.startsOn, locale);
  if (event.startsOn === event.endsOn) return starts;
  return i18n._('{starts} to {ends}', { starts, ends: formatCalendarDate(event.endsOn, locale) });
}

/** '1500 Marilla St, Dallas, TX'. */
export const eventPlace = (event: PacketEvent) =>
  [event.address, event.city, event.stateCode].filter(Boolean).join(', ');
