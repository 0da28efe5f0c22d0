import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@shared/i18n/locales';
import { apiRequest } from '@client/lib/api-client';

/**
 * Saves the language the person reads PermitPilot in (docs/decisions/0026); the server sets this device's
 * pages to it too. The page then loads again, in that language: its messages are the language's own.
 */
export const setLanguage = (locale: Locale) =>
  apiRequest<{ locale: Locale }>('/api/account/language', { method: 'PUT', body: { locale } });

export function useSetLanguage() {
  return useMutation({
    mutationFn: setLanguage,
    onSuccess: () => window.location.reload(),
  });
}
