import type { ReadinessLineDto } from '../../../shared/contracts/events';
import type { Catalog } from '../../catalog/catalog';
import type { EventRow } from './event-rows';
import type { ReadinessLine } from './readiness';

/** Each kind of line, without the key. */
type Keyless<T> = T extends unknown ? Omit<T, 'key'> : never;

/**
 * The answer leaves the key out: the screen makes it from the line itself (readinessLineKey), where each permit's
 * line carried its id twice, and an event's checklist holds a line for every permit that must be valid there.
 */
function withoutKey({ key: _key, ...line }: ReadinessLine) {
  return line as Keyless<ReadinessLine>;
}

/**
 * A readiness line as the screen shows it (docs/product/events.md#readiness): an event permit with its fee,
 * agency and page from the catalog (the fee only where a page states it, with that page), the insurance line
 * with when the broker was asked and the certificate uploaded, each with its 'Not needed' reason.
 */
export function readinessLineDto(
  keyed: ReadinessLine,
  row: EventRow,
  catalog: Catalog,
  notNeeded: string | null,
): ReadinessLineDto {
  const line = withoutKey(keyed);
  switch (line.kind) {
    case 'event-permit': {
      // readiness.ts took the line from this catalog: the entry is there.
      const entry = catalog.byId.get(line.entryId)!;
      const { cost } = entry;
      return {
        ...line,
        fee: cost && { minUsd: cost.minUsd, maxUsd: cost.maxUsd, per: cost.per, source: cost.source },
        agency: { name: entry.agency.name, url: entry.agency.url },
        url: entry.url,
        notNeeded,
      };
    }
    case 'insurance':
      return {
        ...line,
        requestedAt: row.coiRequestedAt?.toISOString() ?? null,
        certificate:
          row.coiDocumentKey === null
            ? null
            : {
                name: row.coiDocumentName ?? '',
                type: row.coiDocumentType ?? 'application/octet-stream',
                size: row.coiDocumentSize ?? 0,
              },
        notNeeded,
      };
    default:
      return { ...line, notNeeded };
  }
}
