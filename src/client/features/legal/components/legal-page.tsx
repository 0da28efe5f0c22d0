import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toLocale } from '@shared/i18n/locales';
import { SupportEmailLink } from '@client/components/support-email-link';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { legalUpdatedAt, type LegalBlock, type LegalDocument, type LegalListItem } from '../legal-document';
import { useLocalizedPath } from '@client/lib/use-localized-path';

/** Whether a list entry is a defined term with its explanation, rather than a text of its own. */
const isTerm = (item: LegalListItem): item is { term: MessageDescriptor | string; text: MessageDescriptor } =>
  'term' in item;

function ListItem({ item }: { item: LegalListItem }) {
  const { i18n } = useLingui();
  if (!isTerm(item)) return <li>{i18n._(item)}</li>;
  const term = typeof item.term === 'string' ? item.term : i18n._(item.term);
  return (
    <li>
      <strong className="font-semibold text-foreground">{term}:</strong> {i18n._(item.text)}
    </li>
  );
}

function Block({ block }: { block: LegalBlock }) {
  const { i18n } = useLingui();
  if (!('list' in block)) return <p>{i18n._(block)}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5">
      {block.list.map((item, index) => (
        <ListItem key={index} item={item} />
      ))}
    </ul>
  );
}

/**
 * On a translated legal page, at its top: the English text is the one that binds (docs/i18n/glossary-es-US.md).
 * The English page has no such notice.
 */
function TranslationNotice() {
  return (
    <p role="note" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <Trans comment="Shown at the top of a translated legal page only, never on the English one">
        This page is a translation provided for your convenience. If there is any difference between this
        translation and the English version, the English version prevails.
      </Trans>
    </p>
  );
}

type LegalPageProps = {
  content: LegalDocument;
  /** Extra content after the sections (e.g. a self-service action on the GDPR page). */
  children?: ReactNode;
};

/** The shared layout of the four legal pages: title, last-updated date, sections, support contact. */
export function LegalPage({ content, children }: LegalPageProps) {
  const localize = useLocalizedPath();
  const { i18n } = useLingui();
  const updatedAt = legalUpdatedAt();
  const date = updatedAt.label;
  const translated = toLocale(i18n.locale) !== 'en';
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to={localize('/')} className={cn(buttonVariants({ variant: 'ghost' }), 'mb-4 -ml-3')}>
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to Home</Trans>
      </Link>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._(content.title)}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <Trans>
          Last updated: <time dateTime={updatedAt.iso}>{date}</time>
        </Trans>
      </p>
      {translated && <TranslationNotice />}
      <p className="mt-6 text-lg">{i18n._(content.summary)}</p>
      <div className="mt-8 flex flex-col gap-8">
        {content.sections.map((section, index) => (
          <section key={index} className="flex flex-col gap-3 leading-relaxed text-muted-foreground">
            <h2 className="text-xl font-semibold text-foreground">{i18n._(section.heading)}</h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ))}
        {children}
        <section className="flex flex-col gap-3 rounded-lg border bg-muted p-5">
          <h2 className="text-xl font-semibold">
            <Trans>Contact us</Trans>
          </h2>
          <p>
            {i18n._(content.contactPrompt)} <SupportEmailLink />.
          </p>
        </section>
      </div>
    </article>
  );
}
