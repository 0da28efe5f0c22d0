import type { ComponentProps, ReactNode } from 'react';
import { translateMarked } from '@client/lib/marked-message';
import { Input } from './ui/input';
import { Label } from './ui/label';

type Props = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Said of the value it holds (where a scan read it from), under the hint. */
  note?: ReactNode;
};

/**
 * A labelled input whose error is announced and tied to it with aria-describedby. The error may be one of the
 * shared schemas' messages, whose English is their id: it shows in the page's language.
 */
export function FormField({ id, label, error, hint, note, ...inputProps }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, note ? `${id}-note` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {note && <div id={`${id}-note`}>{note}</div>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {translateMarked(error)}
        </p>
      )}
    </div>
  );
}
