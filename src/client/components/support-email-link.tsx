import { Trans } from '@lingui/react/macro';
import { useSiteInfo } from '@client/lib/site-info';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';
// On its own line the link is a target of its own: 44 px tall (WCAG 2.5.5); inside a sentence it flows.
const STANDALONE_CLASS = `inline-flex min-h-11 items-center ${LINK_CLASS}`;

/** The operator's support address (SUPPORT_EMAIL), as a mailto link. */
export function SupportEmailLink({
  className,
  standalone = false,
}: {
  className?: string;
  standalone?: boolean;
}) {
  const { data } = useSiteInfo();
  if (!data)
    return (
      <span className={className}>
        <Trans>our support team</Trans>
      </span>
    );
  return (
    <a
      className={className ?? (standalone ? STANDALONE_CLASS : LINK_CLASS)}
      href={`mailto:${data.supportEmail}`}
    >
      {data.supportEmail}
    </a>
  );
}
