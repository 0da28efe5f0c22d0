import type { ReadinessLineDto } from '../../../shared/contracts/events';
import type { Catalog } from '../../catalog/catalog';
import type { EventRow } from './event-rows';
import type { ReadinessLine } from './readiness';

/**
 * A readiness line as the screen shows it (docs/product/events.md#readiness): an event permit with its fee,
 * agency and page from the catalog (the fee only where a page states it, with that page), the insurance line
 * with when the broker was asked and the certificate uploaded, each with its 'Not needed' reason.
 */
export function readinessLineDto(
  line: ReadinessLine,
  row: EventRow,
  catalog: Catalog,
  notNeeded: string | null,
): ReadinessLineDto {
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
