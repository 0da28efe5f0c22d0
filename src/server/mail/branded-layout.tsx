import type { I18n } from '@lingui/core';
import { Body, Button, Container, Head, Heading, Html, Link, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { BRAND } from '../../shared/brand';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { i18nFor } from '../i18n/i18n';

/** The pieces every PermitPilot e-mail (and the unsubscribe page) is made of, in the brand's colour. */

export const MUTED_COLOR = '#6b7280';

const bodyStyle: CSSProperties = {
  margin: 0,
  padding: '24px 12px',
  background: '#f3f4f6',
  fontFamily: '-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
  color: '#111827',
};
const cardStyle: CSSProperties = {
  maxWidth: 560,
  background: '#ffffff',
  borderRadius: 8,
  padding: 32,
};
const paragraphStyle: CSSProperties = { margin: '0 0 16px', fontSize: 16, lineHeight: 1.5 };

/**
 * The page around a message: brand name, a white card for the content, the tagline under it; in the reader's
 * language (`i18n`, English when not given), which `<html lang>` names.
 */
export function BrandedLayout({
  title,
  children,
  i18n = i18nFor(DEFAULT_LOCALE),
}: {
  title: string;
  children: ReactNode;
  i18n?: I18n;
}) {
  return (
    <Html lang={i18n.locale}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </Head>
      <Body style={bodyStyle}>
        <Container style={cardStyle}>
          <Text
            style={{ margin: '0 0 24px', fontSize: 20, lineHeight: 1.3, fontWeight: 700, color: BRAND.color }}
          >
            {BRAND.name}
          </Text>
          {children}
        </Container>
        <Text
          style={{
            margin: '16px 0 0',
            fontSize: 12,
            lineHeight: 1.5,
            color: MUTED_COLOR,
            textAlign: 'center',
          }}
        >
          {`${BRAND.name} — ${i18n._(BRAND.tagline)}`}
        </Text>
      </Body>
    </Html>
  );
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: '0 0 16px', fontSize: 22, lineHeight: 1.3 }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraphStyle, ...style }}>{children}</Text>;
}

/** The one thing the reader should do, as a button in the brand's colour. */
export function ActionButton({ label, url }: { label: string; url: string }) {
  return (
    <Button
      href={url}
      style={{
        background: BRAND.color,
        color: '#ffffff',
        padding: '12px 20px',
        borderRadius: 6,
        textDecoration: 'none',
        fontWeight: 600,
        fontSize: 16,
        margin: '8px 0 16px',
      }}
    >
      {label}
    </Button>
  );
}

/**
 * The action's address written out, for mail apps that hide buttons. The plain-text part already
 * carries the address after the action's label, so this paragraph is left out of it.
 */
export function FallbackLink({ url, i18n }: { url: string; i18n: I18n }) {
  return (
    <Text data-skip-in-text style={{ ...paragraphStyle, fontSize: 13, color: '#4b5563' }}>
      {i18n._('If the button does not work, copy this link into your browser:')}
      <br />
      <Link href={url} style={{ color: BRAND.color, wordBreak: 'break-all' }}>
        {url}
      </Link>
    </Text>
  );
}

/**
 * A link in the brand's colour, underlined so it does not rely on colour alone. Its label is what the
 * plain-text part shows before the address.
 */
export function BrandLink({
  href,
  children,
  target,
}: {
  href: string;
  children: ReactNode;
  /** Mail apps open links in a new tab; a page of our own opens its links in place ('_self'). */
  target?: '_self';
}) {
  return (
    <Link href={href} target={target} style={{ color: BRAND.color, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** Small print under the content, e.g. why the reader got this message. */
export function Footnote({ children }: { children: ReactNode }) {
  return (
    <Text style={{ margin: '24px 0 0', fontSize: 12, lineHeight: 1.5, color: MUTED_COLOR }}>{children}</Text>
  );
}
