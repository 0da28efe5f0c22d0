import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, DollarSign, FileText, type LucideIcon } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import type { ComplianceSummary } from '@shared/domain/compliance-summary';
import { formatDollars } from '@client/lib/formatting';

type SummaryCard = { label: string; value: string; Icon: LucideIcon; iconClassName: string };

/** Total Permits, Total Cost, Needs Attention, Compliant (docs/product/permits.md#report-summary). */
export function ComplianceSummaryCards({ summary }: { summary: ComplianceSummary }) {
  const { t } = useLingui();
  const cards: SummaryCard[] = [
    {
      label: t`Total Permits`,
      value: String(summary.totalPermits),
      Icon: FileText,
      iconClassName: 'text-primary',
    },
    {
      label: t`Total Cost`,
      value: formatDollars(summary.totalCost),
      Icon: DollarSign,
      iconClassName: 'text-slate-700',
    },
    {
      label: t`Needs Attention`,
      value: String(summary.needsAttention),
      Icon: CircleAlert,
      iconClassName: 'text-warning',
    },
    {
      label: t`Compliant`,
      value: String(summary.compliant),
      Icon: CircleCheck,
      iconClassName: 'text-success',
    },
  ];

  return (
    <section aria-labelledby="report-summary-heading">
      <h2 id="report-summary-heading" className="sr-only">
        <Trans>Summary</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, Icon, iconClassName }) => (
          <Card
            key={label}
            className="flex flex-col gap-1 p-4 break-inside-avoid print:rounded-none print:shadow-none"
            data-testid="summary-card"
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <Icon aria-hidden="true" className={cn('size-4 shrink-0 print:hidden', iconClassName)} />
              {label}
            </dt>
            <dd className="text-xl font-bold wrap-anywhere sm:text-2xl">{value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
