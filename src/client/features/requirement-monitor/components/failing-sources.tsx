import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
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
  // The page answered, but without the part that states the requirements: it may have moved or been rebuilt.
  'region-missing': msg`The part of the page we watch is not on it`,
};

const failed = (source: MonitoredSource): source is MonitoredSource & { outcome: Failure } =>
  source.outcome !== 'ok';

/** Who publishes the page: the catalog's agency, else the site it is on. */
function publisherOf(source: MonitoredSource) {
  if (source.agency) return source.agency;
  try {
    return new URL(source.url).hostname || source.url;
  } catch {
    return source.url;
  }
}

/**
 * The business's watched pages whose last check failed: their changes cannot be reported until it works. One
 * closed line, however many there are, so that they never push the suggestions below down the screen; it opens
 * (a native disclosure, by keyboard too) to each page with its agency and why.
 */
export function FailingSources({ sources }: { sources: MonitoredSource[] }) {
  const { i18n } = useLingui();
  const failing = sources.filter(failed);
  const count = failing.length;
  if (count === 0) return null;
  return (
    <details className="group rounded-lg border border-dashed px-4 text-sm" data-testid="failing-sources">
      {/* 44 px tall, like every target on a phone (WCAG 2.5.5). */}
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 py-2 font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          aria-hidden="true"
        />
        <Plural
          value={count}
          one="# page could not be checked — details"
          other="# pages could not be checked — details"
        />
      </summary>
      <ul className="flex flex-col gap-3 pb-4">
        {failing.map((source) => {
          const tried = source.checkedAt && formatLongDate(source.checkedAt);
          return (
            <li key={source.url} className="min-w-0" data-testid="failing-source">
              <span className="block font-medium">{publisherOf(source)}</span>
              <span className="block break-all text-muted-foreground">{source.url}</span>
              <span className="block">
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
    </details>
  );
}
