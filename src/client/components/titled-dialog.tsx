import type { ReactNode } from 'react';
import type { DialogProps } from '@client/components/lazy-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

type Props = DialogProps & {
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description: ReactNode;
  /** `wide` for a panel of a fixed height whose own parts scroll (the renewal calendar). */
  size?: 'default' | 'wide';
  className?: string;
  children: ReactNode;
};

/** A modal dialog of ours: its title and description, then what it holds (a form, a list, tabs). */
export function TitledDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  size,
  className,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} size={size} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
