import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/**
 * A signed-in owner downloads everything PermitPilot stores about them, as JSON
 * (docs/product/teams.md#data-export).
 */
export function DownloadDataSection({ className }: { className?: string }) {
  return (
    <section className={cn('flex flex-col items-start gap-3 rounded-lg border p-5', className)}>
      <h2 className="text-xl font-semibold">
        <Trans>Your data</Trans>
      </h2>
      <p className="text-muted-foreground">
        <Trans>
          Download a copy of everything PermitPilot stores about you: your account, business profile, permits,
          reminder settings and subscription, as one JSON file.
        </Trans>
      </p>
      <a href="/api/account/export" download className={buttonVariants()}>
        <Download aria-hidden="true" />
        <Trans>Download my data</Trans>
      </a>
    </section>
  );
}
