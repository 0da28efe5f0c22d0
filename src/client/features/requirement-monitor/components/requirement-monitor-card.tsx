import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radar } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { RequirementChange } from '@shared/contracts/monitor';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner, SpinnerIcon } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useDismissRequirementChange } from '../api/dismiss-requirement-change';
import { useRequirementChanges } from '../api/list-requirement-changes';
import { useRunRequirementMonitor } from '../api/run-requirement-monitor';
import { useLiveRequirementChanges } from '../api/use-live-requirement-changes';
import { useVerifyRequirementChange } from '../api/verify-requirement-change';
import { FailingSources } from './failing-sources';
import { RequirementChangeItem, VERIFY_BUTTON } from './requirement-change-item';

// The failures of docs/product/texts.md#requirement-monitor, each titled 'Error'.
const LOAD_FAILED = msg`Failed to fetch requirement changes`;
const REVIEWS = {
  verify: { done: msg`Change Verified`, failed: msg`Failed to verify change` },
  dismiss: { done: msg`Change Dismissed`, failed: msg`Failed to dismiss change` },
} as const;

type Props = {
  /** Crew see the changes; the owner and managers also review them and run the monitor (docs/decisions/0021). */
  mayReview: boolean;
};

/**
 * The dashboard's Requirement Monitor, which the screen puts behind the Pro gate
 * (docs/product/intelligence.md#requirement-monitor, docs/decisions/0021): the official pages of the
 * business's permits, watched for changes.
 */
export function RequirementMonitorCard({ mayReview }: Props) {
  const { t, i18n } = useLingui();
  const changes = useRequirementChanges();
  useLiveRequirementChanges(true);
  const run = useRunRequirementMonitor();
  const verify = useVerifyRequirementChange();
  const dismiss = useDismissRequirementChange();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Where a reviewed change was, until the list no longer shows it: the focus goes on from there.
  const [focusRequest, setFocusRequest] = useState<{ id: string; place: number } | null>(null);
  const shown = changes.data?.changes;
  const loadFailed = changes.isError;
  const reviewing = verify.isPending || dismiss.isPending;

  useEffect(() => {
    if (loadFailed) toast.error(t`Error`, { description: i18n._(LOAD_FAILED) });
  }, [loadFailed, t, i18n]);

  useEffect(() => {
    if (!focusRequest || !shown || shown.some((change) => change.id === focusRequest.id)) return;
    const next = list.current?.children[focusRequest.place]?.querySelector<HTMLElement>(VERIFY_BUTTON);
    (next ?? heading.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, shown]);

  const review = (kind: keyof typeof REVIEWS, change: RequirementChange, place: number) => {
    if (reviewing) return;
    (kind === 'verify' ? verify : dismiss).mutate(change.id, {
      onSuccess: () => {
        toast.success(i18n._(REVIEWS[kind].done));
        setFocusRequest({ id: change.id, place });
      },
      onError: () => toast.error(t`Error`, { description: i18n._(REVIEWS[kind].failed) }),
    });
  };

  const runMonitoring = () => {
    if (run.isPending) return;
    run.mutate(undefined, {
      onSuccess: ({ changesDetected }) =>
        toast.success(t`Monitoring Complete`, {
          // docs/product/texts.md#requirement-monitor says 'changes' for one as well; another language may
          // say it in the singular.
          description: t`${plural(changesDetected, {
            one: 'Detected # new requirement changes',
            other: 'Detected # new requirement changes',
          })}`,
        }),
      // Run again too soon (docs/decisions/0021: once per 10 s): the server's message says when.
      onError: (error) =>
        toast.error(t`Error`, {
          description:
            error instanceof ApiError && error.status === 429
              ? error.message
              : t`Failed to run requirement monitoring`,
        }),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader layout="spaced" className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>
            <h2 id={headingId} ref={heading} tabIndex={-1} className="outline-none">
              <Trans>Requirement Monitor</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>
              We watch the official pages of your business's permits and tell you when their requirements
              change.
            </Trans>
          </CardDescription>
        </div>
        {mayReview && (
          <Button
            variant="outline"
            className="self-start"
            // Not disabled while it runs: a disabled button would drop the keyboard focus.
            aria-disabled={run.isPending || undefined}
            aria-busy={run.isPending || undefined}
            onClick={runMonitoring}
          >
            {run.isPending ? <SpinnerIcon /> : <Radar aria-hidden="true" />}
            {run.isPending ? t`Checking pages...` : t`Run Monitoring`}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown ? (
          shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No pending requirement changes.</Trans>
            </p>
          ) : (
            // Up to 10 pending changes, newest first, as the server sends them.
            <ul ref={list} className="flex flex-col gap-3">
              {shown.map((change, place) => (
                <RequirementChangeItem
                  key={change.id}
                  change={change}
                  mayReview={mayReview}
                  busy={reviewing}
                  reviewing={
                    (verify.isPending && verify.variables === change.id) ||
                    (dismiss.isPending && dismiss.variables === change.id)
                  }
                  onVerify={() => review('verify', change, place)}
                  onDismiss={() => review('dismiss', change, place)}
                />
              ))}
            </ul>
          )
        ) : loadFailed ? (
          <LoadFailed
            message={i18n._(LOAD_FAILED)}
            onRetry={() => void changes.refetch()}
            retrying={changes.isRefetching}
          />
        ) : (
          <Spinner label={t`Loading requirement changes...`} />
        )}
        {changes.data && <FailingSources sources={changes.data.failingSources} />}
      </CardContent>
    </Card>
  );
}
