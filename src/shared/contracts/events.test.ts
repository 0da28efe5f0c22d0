import { describe, expect, it } from 'vitest';
import { lineMarkParamsSchema, readinessLineKey, type ReadinessLineRef } from './events';

const EVENT_ID = '00000000-0000-4000-b000-000000000001';
const PERMIT_ID = '00000000-0000-4000-a000-000000000001';

describe('readiness line keys', () => {
  it.each<[ReadinessLineRef, string]>([
    [{ kind: 'permit', permitId: PERMIT_ID }, `permit:${PERMIT_ID}`],
    [
      { kind: 'event-permit', entryId: 'tx-dallas-temporary-food-permit' },
      'catalog:tx-dallas-temporary-food-permit',
    ],
    [{ kind: 'reciprocity' }, 'reciprocity'],
    [{ kind: 'insurance' }, 'insurance'],
    [{ kind: 'organizer-deadline' }, 'organizer-deadline'],
  ])('names a %o line %s, a key the mark route takes', (line, key) => {
    expect(readinessLineKey(line)).toBe(key);
    expect(lineMarkParamsSchema.safeParse({ id: EVENT_ID, line: key }).success).toBe(true);
  });
});
