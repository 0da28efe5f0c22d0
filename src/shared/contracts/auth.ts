import { z } from 'zod';
import { fillMessage } from '../i18n/fill-message';

// E-mail required and of e-mail type; password required, at least 6 characters
// (docs/product/screens.md#sign-in-and-sign-up).
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .min(1, /*i18n*/ 'Email is required')
  .max(254, /*i18n*/ 'Email is too long')
  .pipe(z.email(/*i18n*/ 'Enter a valid email address'));

export const passwordSchema = z
  .string()
  .min(1, /*i18n*/ 'Password is required')
  .min(
    PASSWORD_MIN_LENGTH,
    fillMessage(/*i18n*/ 'Password must be at least {min} characters', { min: PASSWORD_MIN_LENGTH }),
  )
  .max(
    PASSWORD_MAX_LENGTH,
    fillMessage(/*i18n*/ 'Password must be at most {max} characters', { max: PASSWORD_MAX_LENGTH }),
  );

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });
export type CredentialsInput = z.infer<typeof credentialsSchema>;
