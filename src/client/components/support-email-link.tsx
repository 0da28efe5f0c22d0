import { useSiteInfo } from '@client/lib/site-info';

/** The operator's support address (SUPPORT_EMAIL), as a mailto link. */
export function SupportEmailLink({ className }: { className?: string }) {
  const { data } = useSiteInfo();
  if (!data) return <span className={className}>our support team</span>;
  return (
    <a
      className={className ?? 'font-medium text-primary underline underline-offset-4'}
      href={`mailto:${data.supportEmail}`}
    >
      {data.supportEmail}
    </a>
  );
}
