/**
 * Toasts outlive the story that raised them (sonner keeps them for 5 s), and one drifting into the
 * next story's screenshot makes it flaky. Stories that raise toasts call this at the end.
 */
import { toast } from 'sonner';
import { expect, waitFor } from 'storybook/test';

export async function clearToasts(): Promise<void> {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), {
    timeout: 3000,
  });
}
