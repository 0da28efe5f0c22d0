import { BRAND } from '../../../shared/brand';
import { BrandedLayout, BrandLink, EmailHeading, Paragraph } from '../../mail/branded-layout';
import { renderPage } from '../../mail/render-email';

function UnsubscribePage({ token, done }: { token: string; done: boolean }) {
  return (
    <BrandedLayout title={`${BRAND.name} reminders`}>
      {done ? (
        <>
          <EmailHeading>You are unsubscribed</EmailHeading>
          <Paragraph>
            PermitPilot will not send you reminder e-mails any more. You can turn them on again on the Alerts
            page.
          </Paragraph>
        </>
      ) : (
        <>
          <EmailHeading>Stop reminder e-mails?</EmailHeading>
          <Paragraph>PermitPilot will no longer e-mail you before your permits are due.</Paragraph>
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
              Unsubscribe
            </button>
          </form>
        </>
      )}
      <Paragraph style={{ margin: '24px 0 0' }}>
        <BrandLink href="/alert-setup" target="_self">
          Alert settings
        </BrandLink>
      </Paragraph>
    </BrandedLayout>
  );
}

/** The page the unsubscribe link opens: one button, so link scanners that follow links change nothing. */
export const unsubscribePage = (options: { token: string; done: boolean }) =>
  renderPage(<UnsubscribePage {...options} />);
