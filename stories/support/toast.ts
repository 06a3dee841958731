/**
 * A toast's title, once it is on screen. Sonner adds a toast transparent and fades it in from its
 * next render (`data-mounted`), so finding the title's text is not yet seeing it: a play that
 * checked visibility the moment the text arrived failed now and then on a busy machine.
 */
import { expect, waitFor, within } from 'storybook/test';

export async function expectToast(
  text: string | RegExp,
  wait: { timeout?: number } = {},
): Promise<HTMLElement> {
  const title = await within(document.body).findByText(text, { selector: '[data-title]' }, wait);
  await waitFor(() => expect(title).toBeVisible(), wait);
  return title;
}
