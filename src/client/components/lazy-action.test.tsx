import { within } from '@tests/support/render';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';
import { describe, expect, it, vi } from 'vitest';
import { lazyAction } from './lazy-action';

const SEARCH = { run: () => 'searched' };

describe('code that loads when the owner acts', () => {
  it('loads once, however often it is preloaded and asked for', async () => {
    const load = vi.fn(() => Promise.resolve(SEARCH));
    const action = lazyAction(load);
    expect(load).not.toHaveBeenCalled();

    action.preload();
    action.preload();
    expect((await action.load())?.run()).toBe('searched');
    expect(await action.load()).toBe(SEARCH);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when its code could not be loaded, and the next press tries again', async () => {
    renderScreen(<p>Permit setup</p>, { toaster: true });
    const load = vi
      .fn<() => Promise<typeof SEARCH>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(SEARCH);
    const action = lazyAction(load);

    expect(await action.load()).toBeUndefined();
    const toast = await toastTitled('Error');
    expect(
      within(toast).getByText('Could not reach PermitPilot. Check your connection and try again.'),
    ).toBeInTheDocument();

    expect(await action.load()).toBe(SEARCH);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
