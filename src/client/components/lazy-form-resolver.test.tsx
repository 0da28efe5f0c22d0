import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { lazyResolver } from './lazy-form-resolver';

type Values = { name: string };
const schema = z.object({ name: z.string().min(1, 'Name is required') });

/** A loader the test settles by hand, counting how often the schema was asked for. */
function controlledLoader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Resolver<Values>>((resolve, reject) => {
        calls.push({
          resolve: () => resolve(zodResolver(schema)),
          reject: () => reject(new Error('offline')),
        });
      }),
  );
  return { load, calls };
}

function Form({
  resolver,
  onSubmit,
}: {
  resolver: ReturnType<typeof lazyResolver<Values>>;
  onSubmit: () => void;
}) {
  const form = useForm<Values>({ resolver, defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} onFocus={resolver.preload}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      {form.formState.errors.name && <p role="alert">{form.formState.errors.name.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const { load, calls } = controlledLoader();
  const resolver = lazyResolver(load);
  const onSubmit = vi.fn();
  render(
    <>
      <Form resolver={resolver} onSubmit={onSubmit} />
      <Toaster />
    </>,
  );
  return { load, calls, onSubmit, user: userEvent.setup() };
}

describe('lazyResolver', () => {
  it('loads the schema when a field first gets the focus, once, and checks with it', async () => {
    const { load, calls, onSubmit, user } = renderForm();
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Name'));
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Name is required');

    await user.type(screen.getByLabelText('Name'), 'Health permit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so and sends nothing when the schema cannot be fetched, and tries again on the next check', async () => {
    const { load, calls, onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Health permit');
    calls[0]!.reject();
    // The failed early load is not kept: the submit asks again.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.reject();
    expect(
      await screen.findByText('This could not be checked. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(load).toHaveBeenCalledTimes(3);
    calls[2]!.resolve();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
