import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeSchema } from '../../shared/contracts/errors';
import { addressWith, apiOperations } from '@tests/support/api-operations';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

/**
 * Property-based fuzzing of every JSON body and every path and query parameter of the API (bad input never
 * yields a 5xx: docs/product/errors.md#statuses): whatever arrives, the answer is never a 5xx, and every
 * refusal is a 4xx carrying an error code and a message.
 */
const RUNS = 25;

type Operation = { method: string; path: string; hasBody: boolean };

const t = setUpTestApp();
let cookie: string;
let permitId: string;
let operations: Operation[];
beforeAll(async () => {
  // A Pro owner, so that requests get past the plan checks to the validation.
  const owner = await t.signedInOwner({ plan: 'pro' });
  cookie = owner.cookie;
  permitId = (await createPermit(t.db, owner.id, { renewalDate: '2027-05-01' })).id;
  const document = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      hasBody: Boolean(operation.requestBody?.content?.['application/json']),
    })),
  );
});

async function expectHandled(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    expect(errorCodeSchema.options, label).toContain(body?.error?.code);
    expect(body?.error?.message, label).toMatch(/\S/);
  }
}

const withIds = (path: string) =>
  path.replace('{id}', permitId).replace('{sessionId}', 'cs_local_unknown').replace('{file}', 'unknown.ics');

describe('fuzzing', () => {
  it('answers any JSON body without a 5xx, refusing with a code', async () => {
    const targets = operations.filter(
      (operation) => operation.hasBody && operation.path !== '/api/account/close',
    );
    expect(targets.length).toBeGreaterThan(10);
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
          const response = await t.request(withIds(target.path), {
            method: target.method,
            json: body,
            cookie,
          });
          await expectHandled(response, `${target.method} ${target.path} ${JSON.stringify(body)}`);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('answers any bytes sent as JSON, and any path or query parameter, without a 5xx', async () => {
    // Any code point, controls included: fast-check's default strings are printable ASCII only.
    const withParams = (await apiOperations((path) => t.request(path))).filter(
      (operation) => operation.parameters.length > 0,
    );
    for (const target of withParams) {
      for (const parameter of target.parameters) {
        await fc.assert(
          fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), async (value) => {
            const path = addressWith(target, parameter, value || ' ');
            const response = await t.request(path, {
              method: target.method,
              ...(target.method === 'GET' || target.method === 'DELETE' ? {} : { json: {} }),
              cookie,
            });
            await expectHandled(response, `${target.method} ${path}`);
          }),
          { numRuns: RUNS },
        );
      }
    }
    const bodies = operations.filter(
      (operation) => operation.hasBody && operation.path !== '/api/account/close',
    );
    for (const target of bodies) {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 60 }), async (raw) => {
          const response = await t.request(withIds(target.path), {
            method: target.method,
            body: raw,
            headers: { 'content-type': 'application/json' },
            cookie,
          });
          await expectHandled(response, `${target.method} ${target.path} ${raw}`);
        }),
        { numRuns: 10 },
      );
    }
  });
});
