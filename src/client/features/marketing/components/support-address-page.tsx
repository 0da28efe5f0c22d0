import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '@client/components/ui/card';
import { PublicLayout } from './public-layout';

/**
 * A public page about our support address (Contact Us, the test e-mail page): its heading and lead, then a
 * card headed with the mail icon, whose content (`children`) shows the address; `after` follows the card.
 */
export function SupportAddressPage({
  signedIn,
  title,
  lead,
  cardTitle,
  children,
  after,
}: {
  signedIn: boolean;
  title: ReactNode;
  lead: ReactNode;
  cardTitle: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <PublicLayout signedIn={signedIn} className="bg-muted px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-lg text-muted-foreground">{lead}</p>
        </div>
        <Card>
          <CardHeader layout="row">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 className="text-lg font-semibold">{cardTitle}</h2>
          </CardHeader>
          {children}
        </Card>
        {after}
      </div>
    </PublicLayout>
  );
}
