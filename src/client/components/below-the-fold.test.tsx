import { act, render, screen } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { belowTheFold } from './below-the-fold';

function Card({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

describe('a part of a screen below its first view', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => destroyIntersectionMocking());

  it('loads its code only when the owner scrolls near it, then shows it with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Card));
    const Part = belowTheFold(load);
    render(<Part title="Requirement Monitor" />);

    act(() => mockAllIsIntersecting(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();

    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByRole('heading', { name: 'Requirement Monitor' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when its code could not be loaded, and shows it once it loads', async () => {
    const load = vi
      .fn<() => Promise<typeof Card>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Card);
    const Part = belowTheFold(load);
    render(<Part title="Suggested permits" />);
    act(() => mockAllIsIntersecting(true));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Suggested permits' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
