import type { ReactNode } from 'react';

/** A tile of the dashboard: what it opens, in words, with an icon; the link or button around it acts. */
export function ActionCard({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: string;
}) {
  return (
    // On a phone a compact tile (icon, title and what it does), so that 'Your Permits' starts on the first
    // screen. A long word ('recordatorios') is hyphenated in the page's language, or broken, within the tile.
    <span className="flex h-full min-w-0 flex-col items-center gap-1 rounded-lg border bg-card px-1 py-2 text-center text-xs leading-tight break-words hyphens-auto shadow-sm transition-colors group-hover:bg-accent sm:items-stretch sm:gap-2 sm:p-4 sm:text-left sm:text-base sm:leading-normal">
      <span className="flex w-full flex-col items-center gap-1 font-semibold sm:flex-row sm:gap-2">
        {icon}
        <span className="min-w-0 max-w-full">{title}</span>
      </span>
      <span className="hidden text-sm text-muted-foreground sm:block">{description}</span>
      <span className="mt-auto max-w-full font-medium text-primary sm:text-sm">{action}</span>
    </span>
  );
}
