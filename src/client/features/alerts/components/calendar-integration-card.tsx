import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CalendarFeedLink } from './calendar-feed-link';

/**
 * Calendar Integration (docs/product/screens.md#alert-setup): Google Calendar (docs/decisions/0023; disabled
 * behind 'New Feature Coming Soon!' where the operator has not set Google up), and the iCalendar feed that
 * works with every calendar app.
 */
export function CalendarIntegrationCard({
  feedUrl,
  googleCalendar,
}: {
  feedUrl: string;
  /** The Google Calendar connection, from its own feature. */
  googleCalendar: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Calendar Integration</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Keep your renewal dates in the calendar you already use.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {googleCalendar}
        <CalendarFeedLink url={feedUrl} />
      </CardContent>
    </Card>
  );
}
