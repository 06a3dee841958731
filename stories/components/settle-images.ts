/**
 * Screenshots must not depend on when lazy pictures arrive: load every picture in the story now and
 * wait until each has loaded (or failed), so the baseline always shows them.
 */
export async function settleImages(root: HTMLElement): Promise<void> {
  const images = [...root.ownerDocument.querySelectorAll('img')];
  for (const img of images) img.loading = 'eager';
  await Promise.all(
    images.map((img) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
}
