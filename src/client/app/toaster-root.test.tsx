// Needs its own modules: the toaster is made with the first toast of the page.
import { act, screen } from '@tests/support/render';
import { describe, expect, it } from 'vitest';
import { toast } from '@client/components/ui/toaster';
import { mountToaster } from './toaster-root';

/** sonner's region for the toasts: one per toaster on the page. */
const toasters = () => document.querySelectorAll('section[aria-label^="Notifications"]');

describe('mountToaster', () => {
  it('gives the page one toaster of its own, made with the first toast', async () => {
    const unmount = mountToaster();
    expect(toasters()).toHaveLength(0);

    toast.success('Permit added successfully!');
    expect(await screen.findByText('Permit added successfully!')).toBeInTheDocument();
    toast.error('Error', { description: 'Failed to run requirement monitoring' });
    expect(await screen.findByText('Failed to run requirement monitoring')).toBeInTheDocument();
    expect(toasters()).toHaveLength(1);
    // Its timers must not render into a page that has gone.
    act(() => unmount());
    expect(toasters()).toHaveLength(0);
  });
});
