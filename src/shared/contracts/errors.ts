import { z } from 'zod';

/** Every API error (DESIGN §5): a 4xx status with a stable code and a human message. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
