import { z } from 'zod';
import { emailSchema } from '@shared/contracts/auth';

/**
 * 'Forgot password?' (docs/product/screens.md#password-reset): the address to send the link to. Its own
 * module, loaded by the form.
 */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
