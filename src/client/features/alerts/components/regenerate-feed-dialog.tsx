import { RefreshCw } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';

/** A new secret link, for when the old one was shared too widely; asks first, since the old one stops. */
export function RegenerateFeedDialog() {
  const regenerate = useRegenerateCalendarFeed();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" disabled={regenerate.isPending}>
          <RefreshCw aria-hidden="true" />
          {regenerate.isPending ? 'Regenerating...' : 'Regenerate link'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Regenerate the calendar link?</AlertDialogTitle>
          <AlertDialogDescription>
            The current link stops working at once: calendars subscribed to it no longer get your renewal
            dates. You will need to add the new link to them again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              regenerate.mutate(undefined, {
                onSuccess: () =>
                  toast.success('Calendar link regenerated', {
                    description: 'The old link no longer works. Add the new one to your calendars.',
                  }),
                onError: () =>
                  toast.error('Error', {
                    description: 'Failed to regenerate the calendar link. Please try again.',
                  }),
              })
            }
          >
            Regenerate link
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
