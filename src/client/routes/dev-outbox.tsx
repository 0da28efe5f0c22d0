import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '@shared/brand';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { useOutboxMessages } from '@client/features/dev-outbox/api/list-outbox-messages';
import { AttachmentLinks } from '@client/features/dev-outbox/components/attachment-links';
import { LinkifiedText } from '@client/features/dev-outbox/components/linkified-text';
import { formatLongDate } from '@client/lib/formatting';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** An instant's local time as 'HH:mm:ss' (toTimeString begins with it). */
const clockTime = (iso: string) => new Date(iso).toTimeString().slice(0, 8);

/**
 * Every e-mail and text message the embedded default kept instead of sending
 * (docs/product/screens.md#dev-outbox).
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Dev outbox`);
  const [to, setTo] = useState('');
  const { data, isPending, isError } = useOutboxMessages(to.trim() || undefined);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <Link to="/" className="inline-flex min-h-11 items-center self-start text-lg font-bold text-primary">
        {BRAND_NAME}
      </Link>
      <h1 className="text-2xl font-bold">
        <Trans>Dev outbox</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>
          No mail or SMS provider is configured, so messages are kept here instead of being sent. Newest
          first.
        </Trans>
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="outbox-to">
          <Trans>Recipient</Trans>
        </Label>
        <Input
          id="outbox-to"
          type="search"
          value={to}
          placeholder={t`Filter by e-mail address or phone number`}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {isPending && <Spinner />}
      {isError && (
        <p role="alert">
          <Trans>The outbox could not be loaded.</Trans>
        </p>
      )}
      {data?.messages.length === 0 && (
        <p>
          <Trans>No messages yet.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {data?.messages.map((message) => {
          const recipient = message.to;
          return (
            <li key={message.id}>
              <Card>
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <Badge variant="secondary">
                      {message.channel === 'email' ? (
                        <Mail className="mr-1 size-3" aria-hidden="true" />
                      ) : (
                        <MessageSquare className="mr-1 size-3" aria-hidden="true" />
                      )}
                      {message.channel === 'email' ? <Trans>E-mail</Trans> : <Trans>SMS</Trans>}
                    </Badge>
                    <span className="break-all">
                      <Trans>To {recipient}</Trans>
                    </span>
                    <time dateTime={message.createdAt}>
                      {/* 'May 1, 2026 10:00:00': the day in the page's language, the local time as a clock shows it. */}
                      {formatLongDate(message.createdAt)} {clockTime(message.createdAt)}
                    </time>
                  </div>
                  {message.subject && (
                    <CardTitle>
                      <h2 className="text-base">{message.subject}</h2>
                    </CardTitle>
                  )}
                </CardHeader>
                <CardContent>
                  <LinkifiedText text={message.text} />
                  <AttachmentLinks attachments={message.attachments} />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
