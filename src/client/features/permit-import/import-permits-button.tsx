import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { DialogProps } from '@client/components/lazy-dialog';
import { useLazyPart, type PartLoader } from '@client/components/lazy-part';
import { Button } from '@client/components/ui/button';

// The import's steps load when the owner starts it (on intent: hover, focus, touch): /permit-setup and the
// dashboard carry only this button (docs/decisions/0036). It loads through the screen's lazy parts rather than
// lazyDialog, whose chunk /permit-setup would otherwise fetch for this button alone; a failed load offers to
// try again beside it.
const importDialog: PartLoader<DialogProps> = {
  load: () => import('./components/import-permits-dialog').then((module) => module.ImportPermitsDialog),
};
const preload = () => void importDialog.load().catch(() => undefined);

/** 'Import Permits': a spreadsheet of the owner's own permits (docs/product/permits.md#importing-a-spreadsheet). */
export function ImportPermitsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useLazyPart(importDialog, open, {
    open,
    onOpenChange: setOpen,
    onCloseAutoFocus: (event: Event) => {
      // The focus goes back to the button, so keyboard users keep their place.
      event.preventDefault();
      opener.current?.focus();
    },
  });
  return (
    <>
      <Button
        ref={opener}
        type="button"
        variant="outline"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <Trans>Import Permits</Trans>
      </Button>
      {dialog}
    </>
  );
}
