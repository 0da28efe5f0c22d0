import { render, screen } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Card({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

describe('a part of a screen shown only in some cases', () => {
  it('shows its placeholder while its code loads, then the part with its props', async () => {
    let resolve!: (component: typeof Card) => void;
    const Part = lazyPart(() => new Promise<typeof Card>((done) => (resolve = done)), <p>Loading...</p>);
    render(<Part title="AI Renewal Link Discovery - Pro Feature" />);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    resolve(Card);
    expect(
      await screen.findByRole('heading', { name: 'AI Renewal Link Discovery - Pro Feature' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('offers to try again when its code could not be loaded, and loads it once for every place', async () => {
    const load = vi
      .fn<() => Promise<typeof Card>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Card);
    const Part = lazyPart(load);
    const { unmount } = render(<Part title="Requirement Monitor - Pro Feature" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Requirement Monitor - Pro Feature' }),
    ).toBeInTheDocument();
    unmount();

    render(<Part title="Team Collaboration - Pro Feature" />);
    expect(screen.getByRole('heading', { name: 'Team Collaboration - Pro Feature' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
