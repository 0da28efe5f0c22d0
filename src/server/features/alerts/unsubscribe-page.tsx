import type { I18n } from '@lingui/core';
import { BRAND } from '../../../shared/brand';
import { BrandedLayout, BrandLink, EmailHeading, Paragraph } from '../../mail/branded-layout';
import { renderPage } from '../../mail/render-email';

export type UnsubscribePageProps = {
  token: string;
  done: boolean;
  /** The owner's language, the one their reminder e-mails are written in (docs/decisions/0026). */
  i18n: I18n;
};

function UnsubscribePage({ token, done, i18n }: UnsubscribePageProps) {
  return (
    <BrandedLayout title={i18n._('{brand} reminders', { brand: BRAND.name })} i18n={i18n}>
      {done ? (
        <>
          <EmailHeading>{i18n._('You are unsubscribed')}</EmailHeading>
          <Paragraph>
            {i18n._(
              'PermitPilot will not send you reminder e-mails any more. You can turn them on again on the Alerts page.',
            )}
          </Paragraph>
        </>
      ) : (
        <>
          <EmailHeading>{i18n._('Stop reminder e-mails?')}</EmailHeading>
          <Paragraph>
            {i18n._('PermitPilot will no longer e-mail you before your permits are due.')}
          </Paragraph>
          <form method="post" action={`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`}>
            <button
              type="submit"
              style={{
                minHeight: 44,
                padding: '0 20px',
                fontSize: 16,
                fontWeight: 600,
                color: '#ffffff',
                background: BRAND.color,
                border: 0,
                borderRadius: 6,
                cursor: 'pointer',
              }}
            >
              {i18n._('Unsubscribe')}
            </button>
          </form>
        </>
      )}
      <Paragraph style={{ margin: '24px 0 0' }}>
        <BrandLink href="/alert-setup" target="_self">
          {i18n._('Alert settings')}
        </BrandLink>
      </Paragraph>
    </BrandedLayout>
  );
}

/** The page the unsubscribe link opens: one button, so link scanners that follow links change nothing. */
export const unsubscribePage = (options: UnsubscribePageProps) =>
  renderPage(<UnsubscribePage {...options} />);
