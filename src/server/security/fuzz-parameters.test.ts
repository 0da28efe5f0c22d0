import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeSchema } from '../../shared/contracts/errors';
import {
  addressWith,
  apiOperations,
  concretePath,
  PUBLIC_OPERATIONS,
  QUERY_SAMPLES,
  type ApiOperation,
} from '@tests/support/api-operations';
import { captureLog } from '@tests/support/captured-log';
import { setUpTestApp, type SignedInOwner } from '@tests/support/test-app';

/**
 * Control characters in the ids and other values of every path and query parameter and every text field of a
 * body (docs/decisions/0014: bad input is a 4xx, never a 5xx). A NUL in an invitation's or a member's id
 * reached PostgreSQL, which cannot store one, and answered 500 — even to a visitor without a session. Every
 * operation of the OpenAPI document is tried, so that a new route cannot slip.
 */

/** C0 controls (NUL first), DEL, a C1 control and direction overrides, each inside an otherwise plain id. */
const CONTROLS = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066'];
const hostile = (character: string) => `ab${character}c`;
const MARKER = 'Quokka4417';

let owner: SignedInOwner;
let operations: ApiOperation[];
const log = captureLog(MARKER);
// Each request to a share page from an address of its own, so that their rate limit answers none.
const t = setUpTestApp({ logger: log.logger, env: { TRUST_PROXY: 'true' } });

beforeAll(async () => {
  owner = await t.signedInOwner({ plan: 'pro' });
  operations = await apiOperations((path) => t.request(path));
});

let sent = 0;
const send = (operation: ApiOperation, path: string, cookie?: string, json: unknown = {}) =>
  t.request(path, {
    method: operation.method,
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { json }),
    cookie,
    // The dev outbox answers only a peer without proxy headers.
    headers: path.startsWith('/api/shared/')
      ? { 'x-forwarded-for': `2001:db8::${(sent += 1).toString(16)}` }
      : {},
  });

async function errorOf(response: Response) {
  return (
    (await response.json().catch(() => null)) as { error?: { code: string; message: string; field?: string } }
  )?.error;
}

describe('control characters in parameters', () => {
  it('has a sample for every query parameter, so that each can be tried alone', () => {
    const names = operations.flatMap((operation) =>
      operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    );
    expect(names.filter((name) => !(name in QUERY_SAMPLES))).toEqual([]);
  });

  it('refuses one in any path or query parameter with 400 VALIDATION_ERROR naming it, signed in or not', async () => {
    const targets = operations.filter((operation) => operation.parameters.length > 0);
    expect(targets.length).toBeGreaterThan(20);
    for (const operation of targets) {
      const callers = PUBLIC_OPERATIONS.has(operation.name) ? [owner.cookie, undefined] : [owner.cookie];
      for (const parameter of operation.parameters) {
        for (const character of CONTROLS) {
          for (const cookie of callers) {
            const path = addressWith(operation, parameter, hostile(character));
            const label = `${operation.name} ${parameter.name}=${JSON.stringify(hostile(character))}${cookie ? '' : ' anonymously'}`;
            const response = await send(operation, path, cookie);
            expect(response.status, label).toBe(400);
            const error = await errorOf(response);
            expect(error?.code, label).toBe('VALIDATION_ERROR');
            expect(error?.field, label).toBe(parameter.name);
            expect(error?.message, label).toMatch(/^\S/);
          }
        }
      }
    }
    log.expectQuiet('parameters');
  });

  it('answers one in any text field of a JSON body with a 4xx and a code, never a 5xx', async () => {
    const targets = operations.filter(
      (operation) => operation.textFields.length > 0 && operation.name !== 'POST /api/account/close',
    );
    expect(targets.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['POST /api/team/transfer', 'PUT /api/businesses/active']),
    );
    for (const operation of targets) {
      for (const field of operation.textFields) {
        for (const character of CONTROLS) {
          const value = `${MARKER}${hostile(character)}`;
          const label = `${operation.name} ${field.name}=${JSON.stringify(value)}`;
          const response = await send(operation, concretePath(operation.path), owner.cookie, {
            [field.name]: field.list ? [value] : value,
          });
          expect(response.status, label).toBeGreaterThanOrEqual(400);
          expect(response.status, label).toBeLessThan(500);
          expect(errorCodeSchema.options, label).toContain((await errorOf(response))?.code);
        }
      }
    }
    log.expectQuiet('bodies');
  });
});
