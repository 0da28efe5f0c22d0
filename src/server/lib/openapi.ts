import type { Hook, z } from '@hono/zod-openapi';
import { apiErrorSchema, errorCodeSchema } from '../../shared/contracts/errors';
import { translateFor } from '../i18n/i18n';
import { issueMessage, valueAt } from '../i18n/issue-message';
import { errorBody } from './errors';

/**
 * Turns a failed zod validation into the API's 400 `{error: {code, message, field}}`, in the request's language
 * (docs/decisions/0026); `field` is the path as the schema names it (docs/product/errors.md#the-error-envelope).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves every route's types
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const i18n = translateFor(c);
  const issue = result.error.issues[0];
  // A check that names a code of its own (`params: { code }`) answers with it, and its message says enough.
  const code = errorCodeSchema.safeParse(issue?.code === 'custom' ? issue.params?.code : undefined);
  const field = issue?.path.length && !code.success ? issue.path.join('.') : undefined;
  // The validator passes the value it validated along (@hono/zod-validator), though the hook's type omits it.
  const data: unknown = 'data' in result ? result.data : undefined;
  // A coded check's message may name the value sent, as {value}.
  const message = !issue
    ? i18n._(/*i18n*/ 'Invalid input')
    : code.success
      ? i18n._(issue.message, { value: String(valueAt(data, issue.path) ?? '') })
      : issueMessage(i18n, issue, data);
  return c.json(errorBody(code.success ? code.data : 'VALIDATION_ERROR', message, field), 400);
};

/** An OpenAPI response with a JSON body of `schema`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An OpenAPI error response: the API's `{error: {code, message, field?}}` body. */
export const errorResponse = (description: string) => jsonResponse(apiErrorSchema, description);
