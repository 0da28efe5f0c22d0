import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MonitoredSource } from '@shared/contracts/monitor';
import { formatLongDate } from '@client/lib/formatting';

type Failure = Exclude<MonitoredSource['outcome'], 'ok'>;

/** Why a page could not be read, in plain words (docs/decisions/0021: 'The dashboard lists such pages'). */
const REASONS: Record<Failure, MessageDescriptor> = {
  'http-error': msg`The page answered with an error`,
  'not-html': msg`Not a web page`,
  timeout: msg`No answer in time`,
  robots: msg`The site asks robots not to read it`,
  // Never which address it resolved to: that is our network's business, and stays in the server's log.
  'blocked-address': msg`This address is not reachable from the internet`,
  'too-large': msg`Too large to read`,
  tls: msg`Its secure connection failed`,
  network: msg`Could not be reached`,
  'too-many-redirects': msg`Too many redirects`,
  'invalid-url': msg`Not a valid address`,
};

const failed = (source: MonitoredSource): source is MonitoredSource & { outcome: Failure } =>
  source.outcome !== 'ok';

/** The business's watched pages whose last check failed: their changes cannot be reported until it works. */
export function FailingSources({ sources }: { sources: MonitoredSource[] }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const failing = sources.filter(failed);
  if (failing.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-dashed p-4">
      <h3 id={headingId} className="text-sm font-semibold">
        <Trans>Pages we could not check</Trans>
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {failing.map((source) => {
          const tried = source.checkedAt && formatLongDate(source.checkedAt);
          return (
            <li key={source.url} className="min-w-0" data-testid="failing-source">
              <span className="block break-all">{source.url}</span>
              <span className="block text-muted-foreground">
                {i18n._(REASONS[source.outcome])}
                {tried && (
                  <>
                    {' · '}
                    <Trans>Last tried {tried}</Trans>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
