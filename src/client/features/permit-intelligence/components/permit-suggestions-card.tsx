import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import { CATALOG_MESSAGES } from '@shared/contracts/catalog-messages';
import { describeCost, describeDays } from '@shared/domain/catalog-facts';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import { useDismissSuggestion } from '../api/dismiss-suggestion';
import { usePermitSuggestions } from '../api/list-permit-suggestions';
import { CatalogSourceNote } from './catalog-source-note';

// The priority (docs/product/intelligence.md#suggestions), in words as well as colour; each pair is at AA
// contrast.
const PRIORITY: Record<
  PermitSuggestion['priority'],
  { label: MessageDescriptor; badge: 'destructive' | 'warning' | 'secondary' }
> = {
  high: { label: msg`High priority`, badge: 'destructive' },
  medium: { label: msg`Medium priority`, badge: 'warning' },
  low: { label: msg`Low priority`, badge: 'secondary' },
};

/**
 * The permit form filled from the suggestion's entry, and, for a vehicle's suggestion, on that vehicle (the form
 * reads `vehicle`, docs/product/fleet.md#suggestions).
 */
function addPath({ id, vehicle }: PermitSuggestion) {
  const query = new URLSearchParams({ suggestion: id });
  if (vehicle) query.set('vehicle', vehicle.id);
  return `/permit-setup?${query.toString()}`;
}

type Props = {
  /** Add and Dismiss are all the card offers, and crew may do neither (docs/decisions/0018). */
  mayChangePermits: boolean;
  /** Where 'Add' goes instead of the form filled from the suggestion: the Pro gate, at the Free limit. */
  addTo?: string;
};

/** The permit suggestions card of the dashboard (docs/product/intelligence.md#suggestions). */
export function PermitSuggestionsCard({ mayChangePermits, addTo }: Props) {
  // Crew are not shown the card, and their browser does not ask for the suggestions either.
  if (!mayChangePermits) return null;
  return <SuggestionsCard addTo={addTo} />;
}

function SuggestionsCard({ addTo }: Pick<Props, 'addTo'>) {
  const { t, i18n } = useLingui();
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
      list.current?.children[focusRequest.place]?.querySelector<HTMLElement>('a[data-suggestion-add]');
    (next ?? heading.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, shown]);

  // Loading, failed (the dashboard's own toasts speak for its data) or nothing to suggest: no card, so that
  // nothing appears only to vanish again.
  if (!shown || (shown.length === 0 && !dismissedHere)) return null;

  const dismissSuggestion = (suggestion: PermitSuggestion) => {
    if (dismiss.isPending) return;
    // A per-vehicle entry's suggestions all go together: the focus goes on from the first of them.
    const place = shown.findIndex((shownOne) => shownOne.id === suggestion.id);
    dismiss.mutate(suggestion.id, {
      onSuccess: () => {
        toast.success(t`Suggestion dismissed`);
        setDismissedHere(true);
        setFocusRequest({ id: suggestion.id, place });
      },
      onError: () => toast.error(t`Error`, { description: t`Failed to dismiss suggestion` }),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="outline-none">
            <Trans>Permit Suggestions</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Suggested from our permit catalog for the states in your business profile.</Trans>
        </CardDescription>
      </CardHeader>
      {shown.length === 0 ? (
        <CardContent>
          <p className="text-sm text-muted-foreground">
            <Trans>No more suggestions for now.</Trans>
          </p>
        </CardContent>
      ) : (
        <CardContent>
          {/* Every suggestion is shown (docs/product/intelligence.md#suggestions). */}
          <ul ref={list} className="grid gap-3 md:grid-cols-2">
            {shown.map((suggestion) => {
              const priority = PRIORITY[suggestion.priority];
              const dismissing = dismiss.isPending && dismiss.variables === suggestion.id;
              const { name: entryName, vehicle } = suggestion;
              const vehicleName = vehicle?.name;
              // One suggestion per vehicle that lacks the permit (docs/product/fleet.md#suggestions).
              const name = vehicle ? t`${entryName} for ${vehicleName}` : entryName;
              const processing =
                suggestion.estimatedProcessingDays && describeDays(suggestion.estimatedProcessingDays, i18n);
              const cost = suggestion.estimatedCost && describeCost(suggestion.estimatedCost, i18n);
              return (
                <li
                  key={`${suggestion.id}:${vehicle?.id ?? ''}`}
                  className={cn(
                    'flex flex-col gap-2 rounded-lg border bg-background p-4 transition-opacity',
                    dismissing && 'opacity-60',
                  )}
                  aria-busy={dismissing || undefined}
                  data-testid="permit-suggestion"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 font-semibold break-words">{name}</h3>
                    <Badge variant={priority.badge}>{i18n._(priority.label)}</Badge>
                  </div>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    {suggestion.jurisdiction}
                  </p>
                  <p className="text-sm break-words">{suggestion.reason}</p>
                  {suggestion.reasonBy === 'ai' && (
                    <p className="-mt-1 text-xs text-muted-foreground">{i18n._(CATALOG_MESSAGES.aiReason)}</p>
                  )}
                  {/* Only what the catalog's source states: a fact it lacks is left out, never guessed. */}
                  {processing && (
                    <p className="text-sm">
                      <Trans>Estimated processing: {processing}</Trans>
                    </p>
                  )}
                  {cost && (
                    <p className="text-sm">
                      <Trans>Estimated cost: {cost}</Trans>
                    </p>
                  )}
                  <CatalogSourceNote source={suggestion.source} />
                  {/* Each action says in words what it does; its name adds the permit (WCAG 2.5.3). */}
                  <div className="mt-1 flex flex-wrap gap-2">
                    <Link
                      to={addTo ?? addPath(suggestion)}
                      aria-label={t`Add ${name}`}
                      className={buttonVariants({ size: 'sm' })}
                      // The focus goes to the next 'Add' once a suggestion is dismissed (above).
                      data-suggestion-add
                    >
                      <Plus aria-hidden="true" />
                      <Trans>Add</Trans>
                    </Link>
                    <Button
                      variant="outline"
                      size="sm"
                      // Not disabled while it is sent: a disabled button would drop the keyboard focus.
                      aria-disabled={dismiss.isPending || undefined}
                      // Dismissals are kept per entry: one dismisses it for every vehicle.
                      aria-label={vehicle ? t`Dismiss ${entryName} for every vehicle` : t`Dismiss ${name}`}
                      onClick={() => dismissSuggestion(suggestion)}
                    >
                      <X aria-hidden="true" />
                      <Trans>Dismiss</Trans>
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
