// Needs its own modules: sonner loads with the first toast of the page.
import { render, screen } from '@tests/support/render';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from './sonner-toaster';
import { toast, whenToastsLoad } from './toaster';

describe('toast before sonner has loaded', () => {
  it('loads sonner with the first toast, tells the page once, and shows every toast in order', async () => {
    const loaded = vi.fn();
    whenToastsLoad(loaded);
    render(<Toaster />);

    toast.success('Settings Saved');
    toast.error('Error', { description: 'Failed to save alert settings. Please try again.' });
    toast.warning('Could not verify subscription status. Defaulting to free plan.');
    toast('New requirement change');

    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(await screen.findByText('Failed to save alert settings. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('New requirement change')).toBeInTheDocument();
    const titles = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(titles).toHaveLength(4);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(loaded.mock.calls[0]![0]).toHaveProperty('Toaster', Toaster);

    toast.success('Permit deleted');
    expect(await screen.findByText('Permit deleted')).toBeInTheDocument();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
