import type { ReactNode } from 'react';
import { BRAND_NAME } from '@shared/brand';

/**
 * A signed-in screen for a person who cannot use the app as it is (in no business, or in one whose plan
 * ended): the brand alone in the header, no links to screens they could not open, then one column.
 */
export function BrandedScreen({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex min-h-[69px] max-w-6xl items-center px-4 py-3">
          <span className="text-lg font-bold text-primary">{BRAND_NAME}</span>
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">{children}</main>
    </div>
  );
}
