import { MapPin, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import { CATALOG_MESSAGES } from '@shared/contracts/catalog-messages';
import { describeCost, describeDays } from '@shared/domain/catalog-facts';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import { useDismissSuggestion } from '../api/dismiss-suggestion';
import { usePermitSuggestions } from '../api/list-permit-suggestions';
import { CatalogSourceNote } from './catalog-source-note';

// spec §3 Permit suggestion priority, in words as well as colour; each pair is at AA contrast.
const PRIORITY: Record<
  PermitSuggestion['priority'],
  { label: string; badge: 'destructive' | 'warning' | 'secondary' }
> = {
  high: { label: 'High priority', badge: 'destructive' },
  medium: { label: 'Medium priority', badge: 'warning' },
  low: { label: 'Low priority', badge: 'secondary' },
};

type Props = {
  /** Add and Dismiss are all the card offers, and crew may do neither (docs/decisions/0018). */
  mayChangePermits: boolean;
};

/** spec §2 Dashboard 'an AI suggestions card'; §4 Suggestions. */
export function PermitSuggestionsCard({ mayChangePermits }: Props) {
  // Crew are not shown the card, and their browser does not ask for the suggestions either.
  if (!mayChangePermits) return null;
  return <SuggestionsCard />;
}

function SuggestionsCard() {
  const suggestions = usePermitSuggestions();
  const dismiss = useDismissSuggestion();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Where a dismissed suggestion was, until the list no longer shows it: the focus goes on from there.
  const [focusRequest, setFocusRequest] = useState<{ id: string; place: number } | null>(null);
  // Once one is dismissed here, the card stays even when that was the last one: its heading then holds the
  // keyboard focus, which would otherwise drop to the page.
  const [dismissedHere, setDismissedHere] = useState(false);
  const shown = suggestions.data;

  useEffect(() => {
    if (!focusRequest || !shown || shown.some((suggestion) => suggestion.id === focusRequest.id)) return;
    const next =
      list.current?.children[focusRequest.place]?.querySelector<HTMLElement>('a[aria-label^="Add "]');
    (next ?? heading.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, shown]);

  // Loading, failed (the dashboard's own toasts speak for its data) or nothing to suggest: no card, so that
  // nothing appears only to vanish again.
  if (!shown || (shown.length === 0 && !dismissedHere)) return null;

  const dismissSuggestion = (suggestion: PermitSuggestion, place: number) => {
    if (dismiss.isPending) return;
    dismiss.mutate(suggestion.id, {
      onSuccess: () => {
        toast.success('Suggestion dismissed');
        setDismissedHere(true);
        setFocusRequest({ id: suggestion.id, place });
      },
      onError: () => toast.error('Error', { description: 'Failed to dismiss suggestion' }),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="outline-none">
            Permit Suggestions
          </h2>
        </CardTitle>
        <CardDescription>
          Suggested from our permit catalog for the states in your business profile.
        </CardDescription>
      </CardHeader>
      {shown.length === 0 ? (
        <CardContent>
          <p className="text-sm text-muted-foreground">No more suggestions for now.</p>
        </CardContent>
      ) : (
        <CardContent>
          {/* spec §9: suggestions are shown in full, every one of them. */}
          <ul ref={list} className="grid gap-3 md:grid-cols-2">
            {shown.map((suggestion, place) => {
              const priority = PRIORITY[suggestion.priority];
              const dismissing = dismiss.isPending && dismiss.variables === suggestion.id;
              return (
                <li
                  key={suggestion.id}
                  className={cn(
                    'flex flex-col gap-2 rounded-lg border bg-background p-4 transition-opacity',
                    dismissing && 'opacity-60',
                  )}
                  aria-busy={dismissing || undefined}
                  data-testid="permit-suggestion"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 font-semibold break-words">{suggestion.name}</h3>
                    <Badge variant={priority.badge}>{priority.label}</Badge>
                  </div>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    {suggestion.jurisdiction}
                  </p>
                  <p className="text-sm break-words">{suggestion.reason}</p>
                  {suggestion.reasonBy === 'ai' && (
                    <p className="-mt-1 text-xs text-muted-foreground">{CATALOG_MESSAGES.aiReason}</p>
                  )}
                  {/* Only what the catalog's source states: a fact it lacks is left out, never guessed. */}
                  {suggestion.estimatedProcessingDays && (
                    <p className="text-sm">
                      {`Estimated processing: ${describeDays(suggestion.estimatedProcessingDays)}`}
                    </p>
                  )}
                  {suggestion.estimatedCost && (
                    <p className="text-sm">{`Estimated cost: ${describeCost(suggestion.estimatedCost)}`}</p>
                  )}
                  <CatalogSourceNote source={suggestion.source} />
                  {/* Each action says in words what it does; its name adds the permit (WCAG 2.5.3). */}
                  <div className="mt-1 flex flex-wrap gap-2">
                    <Button size="sm" asChild>
                      <Link
                        to={`/permit-setup?suggestion=${encodeURIComponent(suggestion.id)}`}
                        aria-label={`Add ${suggestion.name}`}
                      >
                        <Plus aria-hidden="true" />
                        Add
                      </Link>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      // Not disabled while it is sent: a disabled button would drop the keyboard focus.
                      aria-disabled={dismiss.isPending || undefined}
                      aria-label={`Dismiss ${suggestion.name}`}
                      onClick={() => dismissSuggestion(suggestion, place)}
                    >
                      <X aria-hidden="true" />
                      Dismiss
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
