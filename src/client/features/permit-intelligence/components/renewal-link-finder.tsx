import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId } from 'react';
import type { CatalogSource } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import { SpinnerIcon } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useFindRenewalLink } from '../api/find-renewal-link';
import { toCatalogRequest, type CatalogQuery } from './catalog-query';

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
 * spec §2 Permit setup: the AI Renewal Link Discovery block (Pro; the screen puts it behind the Pro gate).
 * 'Find Link' answers from the permit catalog (DESIGN §6.6), with the spec §8 toasts.
 */
export function RenewalLinkFinder({ readQuery, onFound }: Props) {
  const { t } = useLingui();
  const find = useFindRenewalLink();
  const headingId = useId();

  const findLink = async () => {
    const request = toCatalogRequest(readQuery());
    if (!request.permitName) {
      toast.error(t`Missing Information`, { description: t`Please enter a permit name first` });
      return;
    }
    try {
      const answer = await find.mutateAsync(request);
      if (answer.renewalLink) {
        onFound(answer.renewalLink, answer.source);
        toast.success(t`Renewal Link Found`, { description: answer.message });
      } else {
        toast.error(t`No Link Found`, { description: answer.message });
      }
    } catch {
      toast.error(t`Search Failed`, {
        description: t`Could not search for renewal link. You can add it manually.`,
      });
    }
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
        disabled={find.isPending}
        aria-busy={find.isPending || undefined}
        onClick={() => void findLink()}
      >
        {find.isPending ? <SpinnerIcon /> : <Search aria-hidden="true" />}
        {find.isPending ? t`Finding link...` : t`Find Link`}
      </Button>
    </section>
  );
}
