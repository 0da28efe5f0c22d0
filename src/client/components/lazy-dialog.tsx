import { msg, t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { toast } from '@client/components/ui/toaster';
import { i18n } from '@client/lib/i18n';

/** What every dialog of ours takes: it is opened and closed by its owner, who gets the focus back. */
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

export const DIALOG_LOAD_FAILED = msg`This could not be opened. Check your connection and try again.`;

/**
 * A dialog whose code loads when it is first wanted instead of with the screen (docs/decisions/0013): the
 * dialogs and their Radix primitives are about 13 KB gzipped that a phone need not fetch before the screen
 * works. `preload` starts the load early (the opener calls it on hover, focus or touch). Once loaded the
 * dialog stays mounted, so a save started in it still reports its outcome after it closes. React.lazy is
 * not used: it keeps a failed load for good, and an owner on a weak connection must be able to try again.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState(() => loaded);
    const { open, onOpenChange } = props;
    const closeOnFailure = useRef(onOpenChange);
    closeOnFailure.current = onOpenChange;

    useEffect(() => {
      if (!open || Dialog) return;
      let current = true;
      preload().then(
        (component) => current && setDialog(() => component),
        () => {
          if (!current) return;
          toast.error(t`Error`, { description: i18n._(DIALOG_LOAD_FAILED) });
          closeOnFailure.current(false);
        },
      );
      return () => {
        current = false;
      };
    }, [open, Dialog]);

    return Dialog ? <Dialog {...props} /> : null;
  }
  LazyDialog.preload = () => void preload().catch(() => undefined);
  return LazyDialog;
}

/**
 * The state of a dialog and of the button that opens it: the button starts loading the dialog's code as
 * soon as the owner shows an intent, and gets the focus back when the dialog closes, so keyboard users keep
 * their place.
 */
export function useDialogOpener({
  preload,
  initiallyOpen = false,
}: {
  preload: () => void;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const opener = useRef<HTMLButtonElement>(null);
  const dialogProps: DialogProps = {
    open,
    onOpenChange: setOpen,
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      opener.current?.focus();
    },
  };
  const openerProps = {
    ref: opener,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onClick: () => setOpen(true),
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
  };
  return { open, setOpen, dialogProps, openerProps };
}
