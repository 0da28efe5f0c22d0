import { useSiteInfo } from '@client/lib/site-info';

const LINK = 'font-medium text-primary underline underline-offset-4';
// On its own line the link is a target of its own: 44 px tall (WCAG 2.5.5); inside a sentence it flows.
const STANDALONE = `inline-flex min-h-11 items-center ${LINK}`;

/** The operator's support address (SUPPORT_EMAIL), as a mailto link. */
export function SupportEmailLink({
  className,
  standalone = false,
}: {
  className?: string;
  standalone?: boolean;
}) {
  const { data } = useSiteInfo();
  if (!data) return <span className={className}>our support team</span>;
  return (
    <a className={className ?? (standalone ? STANDALONE : LINK)} href={`mailto:${data.supportEmail}`}>
      {data.supportEmail}
    </a>
  );
}
