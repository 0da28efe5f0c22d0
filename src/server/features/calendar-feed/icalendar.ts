/**
 * The small part of iCalendar (RFC 5545) the renewal feed needs, written by hand: content lines with
 * escaped text, folded at 75 octets, joined with CRLF.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks are escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (control) => (control === '\t' ? control : ''));
}

/**
 * RFC 5545 §3.1: a line longer than 75 octets continues on the next line after CRLF and one space. It is
 * cut between characters, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation line counts towards its 75 octets.
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'yyyy-MM-dd' → DATE value 'yyyyMMdd'. */
export const icalDate = (date: string) => date.replaceAll('-', '');

/** An instant → UTC DATE-TIME value 'yyyyMMddTHHmmssZ'. */
export const icalDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A component: its properties as [name (with any parameters), value] and nested components. */
export type IcalComponent = {
  name: string;
  properties: [string, string][];
  components?: IcalComponent[];
};

function contentLines(component: IcalComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(([name, value]) => `${name}:${value}`),
    ...(component.components ?? []).flatMap(contentLines),
    `END:${component.name}`,
  ];
}

/** The whole iCalendar object, every line folded and ended with CRLF. */
export function renderIcalendar(calendar: IcalComponent): string {
  return contentLines(calendar)
    .map((line) => foldLine(line) + CRLF)
    .join('');
}
