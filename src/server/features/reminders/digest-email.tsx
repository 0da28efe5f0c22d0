import type { I18n } from '@lingui/core';
import { Link, Section } from '@react-email/components';
import type { ReactNode } from 'react';
import {
  ActionButton,
  BrandedLayout,
  EmailHeading,
  Footnote,
  MUTED_COLOR,
  Paragraph,
} from '../../mail/branded-layout';

/** A line of a digest's item, tight under the one before. */
export const digestLine = { margin: '0 0 4px' };

/**
 * The frame of a reminder digest e-mail (docs/product/reminders.md#the-digest): the permits' renewals and the
 * events' deadlines alike, with the same dashboard button and the one-click unsubscribe footnote.
 */
export function DigestEmail(props: {
  title: string;
  heading: string;
  intro: string;
  appUrl: string;
  unsubscribeUrl: string;
  i18n: I18n;
  children: ReactNode;
}) {
  const { i18n } = props;
  return (
    <BrandedLayout title={props.title} i18n={i18n}>
      <EmailHeading>{props.heading}</EmailHeading>
      <Paragraph style={{ margin: '0 0 8px' }}>{props.intro}</Paragraph>
      {props.children}
      <Section style={{ paddingTop: 24 }}>
        <ActionButton label={i18n._('Open my dashboard')} url={`${props.appUrl}/dashboard`} />
      </Section>
      <Footnote>
        {`${i18n._('You get these reminders because e-mail alerts are on for your PermitPilot account.')} `}
        <Link
          href={props.unsubscribeUrl}
          aria-label={i18n._('Unsubscribe from reminder e-mails')}
          style={{ color: MUTED_COLOR, textDecoration: 'underline' }}
        >
          {i18n._('Unsubscribe')}
        </Link>
      </Footnote>
    </BrandedLayout>
  );
}

/** One permit or deadline of a digest, ruled off from the one above. */
export function DigestItem({ children }: { children: ReactNode }) {
  return <Section style={{ padding: '16px 0', borderTop: '1px solid #e5e7eb' }}>{children}</Section>;
}

/**
 * A digest as a text message, with the STOP note, in the recipient's language. STOP stays the word to reply in
 * every language: it is the carriers' keyword.
 */
export function digestSms(lead: string, items: string[], i18n: I18n) {
  return i18n._('PermitPilot: {lead}: {items}. Reply STOP to opt out.', { lead, items: items.join('; ') });
}
