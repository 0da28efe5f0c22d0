import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ExternalLink, X } from 'lucide-react';
import type { RequirementChange } from '@shared/contracts/monitor';
import { categoryName } from '@shared/domain/permit-categories';
import { formatCalendarDate, formatLongDate } from '@client/lib/formatting';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { confidenceLevel, type ConfidenceLevel } from '../confidence-level';

// The confidence (docs/product/intelligence.md#confidence), in words as well as colour; each pair is at AA
// contrast.
const CONFIDENCE: Record<
  ConfidenceLevel,
  { label: MessageDescriptor; badge: 'success' | 'warning' | 'destructive' }
> = {
  high: { label: msg`High confidence`, badge: 'success' },
  medium: { label: msg`Medium confidence`, badge: 'warning' },
  low: { label: msg`Low confidence`, badge: 'destructive' },
};

/** Marks the Verify buttons, whatever their name's language: the card finds the next one to give the focus to. */
export const VERIFY_BUTTON = 'button[data-review="verify"]';

/** The site a page is on, which says more in a list than its whole address. */
function siteOf(url: string) {
  try {
    return new URL(url).hostname || url;
  } catch {
    return url;
  }
}

type Props = {
  change: RequirementChange;
  /** Verify and Dismiss are there only for those who keep the permits (docs/decisions/0021, 0018). */
  mayReview: boolean;
  /** A review of some change is being sent: another waits for its answer. */
  busy: boolean;
  /** This change's review is being sent. */
  reviewing: boolean;
  onVerify: () => void;
  onDismiss: () => void;
};

/**
 * A pending requirement change (docs/product/intelligence.md#requirement-changes): what changed, how sure we
 * are, where, and its review.
 */
export function RequirementChangeItem({ change, mayReview, busy, reviewing, onVerify, onDismiss }: Props) {
  const { t, i18n } = useLingui();
  const confidence = CONFIDENCE[confidenceLevel(change.aiConfidence)];
  const description = change.changeDescription;
  const detected = formatLongDate(change.detectedAt);
  const effective = change.effectiveDate && formatCalendarDate(change.effectiveDate);
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg border bg-background p-4 transition-opacity',
        reviewing && 'opacity-60',
      )}
      aria-busy={reviewing || undefined}
      data-testid="requirement-change"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{change.changeDescription}</h3>
        <Badge variant={confidence.badge}>{i18n._(confidence.label)}</Badge>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {change.category && <span>{categoryName(change.category.name, i18n)}</span>}
        {change.state && <span>{change.state.name}</span>}
        <span>
          <Trans>Detected {detected}</Trans>
        </span>
        {effective && (
          <span>
            <Trans>Effective {effective}</Trans>
          </span>
        )}
        {/* Said of a description the AI provider wrote from the changed lines (docs/decisions/0022). */}
        {change.describedBy === 'ai' && (
          <span>
            <Trans>Described by AI: check the changed lines</Trans>
          </span>
        )}
      </p>
      <p className="text-sm break-all">
        <Trans>Source:</Trans>{' '}
        <a
          href={change.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-0.5 font-medium text-primary underline underline-offset-2"
        >
          {siteOf(change.sourceUrl)}
          <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </p>
      <details className="text-sm">
        {/* 44 px tall, like every target on a phone (WCAG 2.5.5). */}
        <summary className="cursor-pointer py-3 font-medium text-primary focus-visible:outline-2 focus-visible:outline-ring">
          <Trans>What changed</Trans>
        </summary>
        {/* The page's own lines ('+ ' added, '- ' removed), wrapped: no sideways scrolling on a phone. */}
        <pre className="rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
          {change.excerpt}
        </pre>
      </details>
      {mayReview && (
        // Each action says in words what it does; its name adds the change (WCAG 2.5.3).
        <div className="mt-1 flex flex-wrap gap-2">
          <Button
            size="sm"
            // Not disabled while a review is sent: a disabled button would drop the keyboard focus.
            aria-disabled={busy || undefined}
            aria-label={t`Verify change: ${description}`}
            data-review="verify"
            onClick={onVerify}
          >
            <Check aria-hidden="true" />
            <Trans>Verify</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={busy || undefined}
            aria-label={t`Dismiss change: ${description}`}
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
