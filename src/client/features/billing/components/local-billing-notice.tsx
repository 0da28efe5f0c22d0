import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/**
 * What a local test-mode billing page shows when there is nothing to act on (a checkout not found or already
 * completed, billing managed by Stripe), with the way onward when there is one.
 */
export function LocalBillingNotice({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-bold">{title}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className={children ? 'flex flex-col items-start gap-4' : undefined}>
        <p>{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}
