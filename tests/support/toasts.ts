import { screen } from '@tests/support/render';

/**
 * The toast whose title is `title` (a list item of sonner's toaster), to read its description from. Fails when
 * no toast holds that title, never hands back nothing.
 */
export async function toastTitled(title: string): Promise<HTMLElement> {
  const toast = (await screen.findByText(title)).closest('li');
  if (!toast) throw new Error(`"${title}" is shown, but not in a toast`);
  return toast;
}
