import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import type { ActivityEvent } from '@shared/contracts/activity';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useActivity } from '../api/list-activity';
import { activityChanges, activitySentence, formatWhen } from '@shared/domain/activity-text';

function ActivityEntry({ event }: { event: ActivityEvent }) {
  const { i18n } = useLingui();
  const changes = activityChanges(event, i18n);
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <p className="[overflow-wrap:anywhere]">{activitySentence(event, i18n)}</p>
      {changes.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-sm [overflow-wrap:anywhere] text-muted-foreground">
          {changes.map((change, index) => (
            <li key={index}>{change}</li>
          ))}
        </ul>
      )}
      <time dateTime={event.createdAt} className="text-sm text-muted-foreground">
        {formatWhen(event.createdAt, i18n)}
      </time>
    </li>
  );
}

/** The business's activity log, newest first, 25 entries at a time with 'Show older'. */
export function ActivityCard() {
  const { t } = useLingui();
  const activity = useActivity();
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <Card role="region" aria-labelledby="activity-heading">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <h2 id="activity-heading">
            <Trans>Activity</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {activity.isPending ? (
          <Spinner label={t`Loading activity...`} />
        ) : activity.isError && events.length === 0 ? (
          <LoadFailed
            message={t`Failed to load the activity log.`}
            onRetry={() => void activity.refetch()}
            retrying={activity.isRefetching}
          />
        ) : events.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No activity yet.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col divide-y">
            {events.map((event) => (
              <ActivityEntry key={event.id} event={event} />
            ))}
          </ol>
        )}
        {activity.isFetchNextPageError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            <Trans>Failed to load older activity. Try again.</Trans>
          </p>
        )}
        {activity.hasNextPage && (
          <Button
            variant="outline"
            className="self-start"
            disabled={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            {activity.isFetchingNextPage ? t`Loading...` : t`Show older`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
