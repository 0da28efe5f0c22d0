/**
 * The API operations open without a session (the authorization matrices, src/server/security/): each
 * `METHOD /path` as the OpenAPI document names it.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /api/site',
  'POST /api/email-test',
  'GET /api/dev/outbox',
  'GET /api/dev/outbox/{id}/attachments/{position}',
  'POST /api/billing/webhooks/stripe',
  'GET /api/reminders/unsubscribe',
  'POST /api/reminders/unsubscribe',
  'POST /api/sms/inbound',
  'GET /api/calendar/{file}',
  // The invitation link's summary: its id (32 random characters) is what the invitee holds (docs/decisions/0018).
  'GET /api/invitations/{id}',
  // A share link's public page: its token (32 random bytes) is what the visitor holds (docs/decisions/0024).
  'GET /api/shared/{token}',
  'GET /api/shared/{token}/qr.svg',
  'GET /api/shared/{token}/permits/{permitId}/document',
  'GET /api/shared/{token}/certificate',
]);

/** A path with ids that exist nowhere, for an operation of the OpenAPI document. */
export const concretePath = (path: string) =>
  path
    .replace('{id}', '00000000-0000-4000-8000-000000000000')
    .replace('{sessionId}', 'cs_local_x')
    .replace('{file}', 'x.ics')
    .replace('{token}', 'x'.repeat(43))
    .replace('{permitId}', '00000000-0000-4000-8000-000000000000')
    .replace('{position}', '0')
    .replace('{memberId}', 'no-such-member');

type Schema = { type?: string; items?: Schema; properties?: Record<string, Schema>; $ref?: string };
type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

/** An operation of the OpenAPI document, with the parameters and the JSON body's text fields it takes. */
export type ApiOperation = {
  /** `METHOD /path`, as the matrices name it. */
  name: string;
  method: string;
  path: string;
  parameters: { in: 'path' | 'query'; name: string }[];
  /** The JSON body's top-level fields that hold text, or a list of texts. */
  textFields: { name: string; list: boolean }[];
};

/** Every operation of the app's OpenAPI document (`GET /api/openapi.json`). */
export async function apiOperations(
  request: (path: string) => Response | Promise<Response>,
): Promise<ApiOperation[]> {
  const document = (await (await request('/api/openapi.json')).json()) as OpenApiDocument;
  const resolve = (schema: Schema | undefined) =>
    schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').at(-1)!] : schema;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema);
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).flatMap((parameter) =>
          parameter.in === 'path' || parameter.in === 'query'
            ? [{ in: parameter.in, name: parameter.name }]
            : [],
        ),
        textFields: Object.entries(body?.properties ?? {}).flatMap(
          ([name, field]): ApiOperation['textFields'] => {
            const resolved = resolve(field);
            if (resolved?.type === 'string') return [{ name, list: false }];
            return resolve(resolved?.items)?.type === 'string' ? [{ name, list: true }] : [];
          },
        ),
      };
    }),
  );
}

/** A value each query parameter takes, so that a test can make one of them wrong at a time. */
export const QUERY_SAMPLES: Record<string, string> = {
  limit: '10',
  before: '5',
  filter: 'all',
  today: '2027-01-01',
  permitName: 'Health Permit',
  state: 'CA',
  category: '',
  token: 'x'.repeat(40),
  to: 'owner@example.com',
  vehicle: 'business',
};

/** The operation's query string (`?limit=10&…`, or '') with a valid value in each parameter but `replaced`. */
export function sampleQuery(operation: ApiOperation, replaced: Record<string, string> = {}) {
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map(({ name }) => `${name}=${encodeURIComponent(replaced[name] ?? QUERY_SAMPLES[name]!)}`);
  return query.length ? `?${query.join('&')}` : '';
}

/** The operation's address with `value` in one of its parameters and a valid one in every other. */
export function addressWith(operation: ApiOperation, parameter: { in: string; name: string }, value: string) {
  const path = concretePath(
    parameter.in === 'path'
      ? operation.path.replace(`{${parameter.name}}`, encodeURIComponent(value))
      : operation.path,
  );
  return path + sampleQuery(operation, parameter.in === 'query' ? { [parameter.name]: value } : {});
}
