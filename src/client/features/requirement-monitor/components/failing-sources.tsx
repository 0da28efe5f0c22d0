import { useId } from 'react';
import type { MonitoredSource } from '@shared/contracts/monitor';
import { formatLongDate } from '@shared/domain/formatting';

type Failure = Exclude<MonitoredSource['outcome'], 'ok'>;

/** Why a page could not be read, in plain words (docs/decisions/0021: 'The dashboard lists such pages'). */
const REASONS: Record<Failure, string> = {
  'http-error': 'The page answered with an error',
  'not-html': 'Not a web page',
  timeout: 'No answer in time',
  robots: 'The site asks robots not to read it',
  'blocked-address': 'Not a public address',
  'too-large': 'Too large to read',
  tls: 'Its secure connection failed',
  network: 'Could not be reached',
  'too-many-redirects': 'Too many redirects',
  'invalid-url': 'Not a valid address',
};

const failed = (source: MonitoredSource): source is MonitoredSource & { outcome: Failure } =>
  source.outcome !== 'ok';

/** The business's watched pages whose last check failed: their changes cannot be reported until it works. */
export function FailingSources({ sources }: { sources: MonitoredSource[] }) {
  const headingId = useId();
  const failing = sources.filter(failed);
  if (failing.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-dashed p-4">
      <h3 id={headingId} className="text-sm font-semibold">
        Pages we could not check
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {failing.map((source) => (
          <li key={source.url} className="min-w-0" data-testid="failing-source">
            <span className="block break-all">{source.url}</span>
            <span className="block text-muted-foreground">
              {REASONS[source.outcome]}
              {source.checkedAt && ` · Last tried ${formatLongDate(source.checkedAt)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
