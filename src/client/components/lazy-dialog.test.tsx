import { render, screen, waitFor } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { lazyDialog, useDialogOpener, type DialogProps } from './lazy-dialog';

/** Stands in for a dialog module: what it renders while open, and the close it was given. */
function FakeDialog({ open, onOpenChange }: DialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Fake">
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}

/** A loader the test settles by hand, counting how often the dialog's code was asked for. */
function controlledLoader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof FakeDialog>((resolve, reject) => {
        calls.push({ resolve: () => resolve(FakeDialog), reject: () => reject(new Error('offline')) });
      }),
  );
  return { load, calls };
}

function Screen({ Dialog }: { Dialog: ReturnType<typeof lazyDialog<DialogProps>> }) {
  const dialog = useDialogOpener({ preload: Dialog.preload });
  return (
    <>
      <button {...dialog.openerProps}>Open</button>
      <Dialog {...dialog.dialogProps} />
      <Toaster />
    </>
  );
}

describe('lazyDialog', () => {
  it("loads the dialog's code only when the owner shows an intent, and once", async () => {
    const { load, calls } = controlledLoader();
    const Dialog = lazyDialog(load);
    const user = userEvent.setup();
    render(<Screen Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    calls[0]!.resolve();
    expect(await screen.findByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so and closes when the code cannot be fetched, and tries again on the next open', async () => {
    const { load, calls } = controlledLoader();
    const Dialog = lazyDialog(load);
    const user = userEvent.setup();
    render(<Screen Dialog={Dialog} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    calls[0]!.reject();
    expect(
      await screen.findByText('This could not be opened. Check your connection and try again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-expanded')).toBe('false'),
    );

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    expect(await screen.findByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
  });
});
