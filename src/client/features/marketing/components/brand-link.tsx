import { Link } from 'react-router';
import { BRAND_NAME } from '@shared/brand';
import { cn } from '@client/lib/cn';
import { useLocalizedPath } from '@client/lib/use-localized-path';

/** The PermitPilot wordmark, linking home. The favicon doubles as the logo (CSP allows only our own images). */
export function BrandLink({ className }: { className?: string }) {
  const localize = useLocalizedPath();
  return (
    <Link
      to={localize('/')}
      className={cn('inline-flex min-h-11 items-center gap-2 text-lg font-bold text-foreground', className)}
    >
      <img src="/favicon.svg" alt="" width={24} height={24} className="size-6" />
      {BRAND_NAME}
    </Link>
  );
}
