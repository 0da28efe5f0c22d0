import type { Hook, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../shared/contracts/errors';
import { errorBody } from './errors';

/** Turns a failed zod validation into the API's 400 `{error: {code, message}}`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves every route's types
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return c.json(errorBody('VALIDATION_ERROR', `${where}${issue?.message ?? 'Invalid input'}`), 400);
};

/** An OpenAPI response with a JSON body of `schema`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An OpenAPI error response: the API's `{error: {code, message}}` body. */
export const errorResponse = (description: string) => jsonResponse(apiErrorSchema, description);
