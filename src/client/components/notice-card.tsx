import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** A screen that has only something to say: a heading, a sentence, and where to go from here if anywhere. */
export function NoticeCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
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
