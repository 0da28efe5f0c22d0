import { format } from 'date-fns';
import { Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { useOutboxMessages } from '@client/features/dev-outbox/api/list-outbox-messages';
import { AttachmentLinks } from '@client/features/dev-outbox/components/attachment-links';
import { LinkifiedText } from '@client/features/dev-outbox/components/linkified-text';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** DESIGN §5: every e-mail and text message the embedded default kept instead of sending. */
export function Component() {
  useDocumentTitle('Dev outbox');
  const [to, setTo] = useState('');
  const { data, isPending, isError } = useOutboxMessages(to.trim() || undefined);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <Link to="/" className="inline-flex min-h-11 items-center self-start text-lg font-bold text-primary">
        PermitPilot
      </Link>
      <h1 className="text-2xl font-bold">Dev outbox</h1>
      <p className="text-muted-foreground">
        No mail or SMS provider is configured, so messages are kept here instead of being sent. Newest first.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="outbox-to">Recipient</Label>
        <Input
          id="outbox-to"
          type="search"
          value={to}
          placeholder="Filter by e-mail address or phone number"
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {isPending && <Spinner />}
      {isError && <p role="alert">The outbox could not be loaded.</p>}
      {data?.messages.length === 0 && <p>No messages yet.</p>}
      <ul className="flex flex-col gap-3">
        {data?.messages.map((message) => (
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
                    {message.channel === 'email' ? 'E-mail' : 'SMS'}
                  </Badge>
                  <span className="break-all">To {message.to}</span>
                  <time dateTime={message.createdAt}>
                    {format(new Date(message.createdAt), 'MMM d, yyyy HH:mm:ss')}
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
        ))}
      </ul>
    </main>
  );
}
