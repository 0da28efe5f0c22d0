import { CalendarDays } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CalendarFeedLink } from './calendar-feed-link';

/**
 * spec §2 Calendar Integration. Google Calendar's Connect stays disabled behind 'New Feature Coming Soon!'
 * (DESIGN §4); the iCalendar feed below it works with every calendar app today.
 */
export function CalendarIntegrationCard({ feedUrl }: { feedUrl: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Calendar Integration</h2>
        </CardTitle>
        <CardDescription>Keep your renewal dates in the calendar you already use.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="relative rounded-lg border p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <CalendarDays aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <div className="min-w-0">
                <h3 className="font-medium">Google Calendar</h3>
                <p className="text-sm text-muted-foreground">Sync permit dates automatically.</p>
              </div>
            </div>
            <Button variant="outline" disabled>
              Connect
            </Button>
          </div>
          <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/85">
            <p className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
              New Feature Coming Soon!
            </p>
          </div>
        </div>
        <CalendarFeedLink url={feedUrl} />
      </CardContent>
    </Card>
  );
}
