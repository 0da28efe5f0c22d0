import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from '@client/components/support-email-link';
import { Button } from '@client/components/ui/button';
import { legalUpdatedAt, type LegalBlock, type LegalDocument, type LegalListItem } from '../legal-document';

function ListItem({ item }: { item: LegalListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong className="font-semibold text-foreground">{item.term}:</strong> {item.text}
    </li>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5">
      {block.list.map((item) => (
        <ListItem key={typeof item === 'string' ? item : item.term} item={item} />
      ))}
    </ul>
  );
}

type LegalPageProps = {
  content: LegalDocument;
  /** Extra content after the sections (e.g. a self-service action on the GDPR page). */
  children?: ReactNode;
};

/** The shared layout of the four legal pages: title, last-updated date, sections, support contact. */
export function LegalPage({ content, children }: LegalPageProps) {
  const updatedAt = legalUpdatedAt();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Button variant="ghost" asChild className="mb-4 -ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Last updated: <time dateTime={updatedAt.iso}>{updatedAt.label}</time>
      </p>
      <p className="mt-6 text-lg">{content.summary}</p>
      <div className="mt-8 flex flex-col gap-8">
        {content.sections.map((section) => (
          <section
            key={section.heading}
            className="flex flex-col gap-3 leading-relaxed text-muted-foreground"
          >
            <h2 className="text-xl font-semibold text-foreground">{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
        {children}
        <section className="flex flex-col gap-3 rounded-lg border bg-muted p-5">
          <h2 className="text-xl font-semibold">Contact us</h2>
          <p>
            {content.contactPrompt} <SupportEmailLink />.
          </p>
        </section>
      </div>
    </article>
  );
}
