/**
 * In stories a toast stays until the next story (.storybook/decorators.tsx), so a story about a
 * toast shows it. A story whose state is something else (a flow's next screen, a cart after its
 * coupon came and went) calls this first, so its picture holds only that state.
 */
import { toast } from 'sonner';
import { expect, waitFor } from 'storybook/test';

export async function clearToasts(): Promise<void> {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), {
    timeout: 3000,
  });
}
