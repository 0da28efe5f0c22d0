import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSession } from '@client/features/auth/api/get-session';
import {
  GettingStartedHelp,
  GettingStartedSteps,
  ProTips,
} from '@client/features/marketing/components/getting-started-guide';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The tab title, which the build's prerendered page has too (client/prerender.tsx). */
export const title = msg`Getting Started Guide`;

export function Component() {
  useDocumentTitle(title);
  const { data: session } = useSession();
  return (
    <PublicLayout signedIn={Boolean(session)} className="bg-muted px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-4xl flex-col gap-10">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Getting Started Guide</Trans>
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">
            <Trans>
              Get your food truck fully tracked in about five minutes, then let PermitPilot watch the dates
              for you.
            </Trans>
          </p>
        </div>
        <GettingStartedSteps />
        <ProTips />
        <GettingStartedHelp />
      </div>
    </PublicLayout>
  );
}
