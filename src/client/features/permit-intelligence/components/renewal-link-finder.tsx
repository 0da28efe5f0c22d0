import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CatalogSource } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import { SpinnerIcon } from '@client/components/ui/spinner';
import type { CatalogQuery } from './catalog-query';
import { catalogActions } from './load-catalog-actions';

type Props = {
  /** The permit as the form holds it when the button is pressed. */
  readQuery: () => CatalogQuery;
  /**
   * A link was found: the screen puts it in the Renewal URL field and shows its source, or, for a link the AI
   * provider proposed (source null), that no person has checked it.
   */
  onFound: (link: string, source: CatalogSource | null) => void;
};

/**
 * The AI Renewal Link Discovery block (docs/product/screens.md#permit-setup; Pro, and the screen puts it
 * behind the Pro gate). 'Find Link' answers from the permit catalog (docs/product/intelligence.md#find-link),
 * with the toasts of docs/product/texts.md#permit-setup. Only the block loads with the screen: what the button
 * does loads when the owner reaches for it (load-catalog-actions.ts).
 */
export function RenewalLinkFinder({ readQuery, onFound }: Props) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const headingId = useId();

  const findLink = async () => {
    const actions = await catalogActions.load();
    const request = actions?.renewalLinkRequest(readQuery());
    if (!actions || !request) return;
    setPending(true);
    await actions.findRenewalLinkFor(request, onFound);
    setPending(false);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md border border-primary/30 bg-secondary/40 p-4"
    >
      <h2 id={headingId} className="font-semibold">
        <Trans>AI Renewal Link Discovery</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Find the agency's official renewal page for this permit, in the state you entered (California when
          none is entered).
        </Trans>
      </p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void findLink()}
        onPointerEnter={catalogActions.preload}
        onFocus={catalogActions.preload}
        onTouchStart={catalogActions.preload}
      >
        {pending && <SpinnerIcon />}
        {pending ? t`Finding link...` : t`Find Link`}
      </Button>
    </section>
  );
}
