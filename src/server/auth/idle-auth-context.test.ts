import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
  runWithEndpointContext,
  tryGetCurrentAuthEndpointContext,
} from '@better-auth/core/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disableAuthContextWhenIdle } from './idle-auth-context';

type Gate = { opened: Promise<void>; open: () => void };
const gate = (): Gate => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

/**
 * A stand-in for better-auth's entry points that runs each call the way better-auth does, in its endpoint
 * context, and answers the context it still sees after waiting for `waitFor`.
 */
function fakeAuth() {
  const seen = async (name: string, waitFor: Promise<void>) =>
    runWithEndpointContext({ name } as never, async () => {
      await waitFor;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return (tryGetCurrentAuthEndpointContext() as { name?: string } | undefined)?.name;
    });
  return {
    handler: async (request: Request) =>
      new Response(await seen(new URL(request.url).pathname, Promise.resolve())),
    api: {
      call: (name: string, waitFor: Promise<void>) => seen(name, waitFor),
      version: '1',
    },
  };
}

async function spiedStorages() {
  const storages = await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  return storages.map((storage) => vi.spyOn(storage, 'disable'));
}

/** Lets the wrapper's `finally` and its hand-off to the storages run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('better-auth context released when idle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('disables the storages once the last call in flight has settled, and each call keeps its own context', async () => {
    const disables = await spiedStorages();
    const auth = disableAuthContextWhenIdle(fakeAuth());
    const first = gate();
    const second = gate();

    const firstCall = auth.api.call('first', first.opened);
    const secondCall = auth.api.call('second', second.opened);
    first.open();
    expect(await firstCall).toBe('first');
    await settle();
    // The second call is still waiting: its context must stay.
    for (const disable of disables) expect(disable).not.toHaveBeenCalled();

    second.open();
    expect(await secondCall).toBe('second');
    await settle();
    for (const disable of disables) expect(disable).toHaveBeenCalledTimes(1);

    // The next call runs in its context again, through the handler too.
    expect(await (await auth.handler(new Request('http://localhost/sign-in'))).text()).toBe('/sign-in');
    expect(await auth.api.call('third', Promise.resolve())).toBe('third');
  });

  it("counts a call that fails, and leaves better-auth's other properties as they are", async () => {
    const disables = await spiedStorages();
    const auth = disableAuthContextWhenIdle({
      handler: (_request: Request): Promise<Response> => Promise.reject(new Error('handler failed')),
      api: {
        fails: () => {
          throw new Error('thrown before any promise');
        },
        version: '1',
      },
    });
    await expect(auth.handler(new Request('http://localhost/'))).rejects.toThrow('handler failed');
    await expect(auth.api.fails()).rejects.toThrow('thrown before any promise');
    await settle();
    for (const disable of disables) expect(disable).toHaveBeenCalledTimes(2);
    expect(auth.api.version).toBe('1');
    expect(auth.api.fails).toBe(auth.api.fails);
  });
});
