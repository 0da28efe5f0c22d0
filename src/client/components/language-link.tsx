import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { localizedPage, localizedPath } from '@shared/i18n/localized-paths';
import { LOCALE_NAMES } from '@shared/i18n/locales';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { otherLocale } from './language-switch';

/**
 * For visitors: a plain link, so it works on the pages that load no JavaScript. The server keeps the choice
 * in the pp_lang cookie and answers the page in it (`?lang=`, server/lib/static-client.ts); a public page
 * with an address in each language is sent to the other's.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const target = otherLocale(i18n.locale);
  const page = localizedPage(pathname);
  const href = `${page ? localizedPath(page.path, target) : ''}?lang=${target}`;
  return (
    <a
      href={href}
      lang={target}
      hrefLang={target}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), className)}
    >
      {LOCALE_NAMES[target]}
    </a>
  );
}
