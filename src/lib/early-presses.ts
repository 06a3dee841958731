/**
 * Presses that arrive before the app runs are kept, not lost. A prerendered page shows its buttons
 * before their code is in (src/main.tsx fetches the runtime after the page's load event or on the
 * first input): a tap on Add to Cart, a heart or Filters in that window would otherwise do nothing,
 * and the shopper would have to notice and tap again. Each pressed button is remembered (once, in
 * order) and pressed again as soon as the app has taken over the page (`data-hydrated` on <html>,
 * set by src/app/app.tsx); hydration keeps the very same elements, so the press lands where it was
 * aimed. Links need none of this: without the app they still navigate, as plain links.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On <html> while presses wait for the app (the cursor says the page is getting ready). */
export const WAKING_ATTRIBUTE = 'data-waking';

export function keepEarlyPresses(root: Element, doc: Document = document): void {
  const html = doc.documentElement;
  if (html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  const pressed: HTMLButtonElement[] = [];

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.disabled) return;
    // Nothing else acts on it before the app: no native form submission, no half-hydrated handler.
    event.preventDefault();
    event.stopPropagation();
    if (!pressed.includes(button)) pressed.push(button);
    html.setAttribute(WAKING_ATTRIBUTE, '');
  };
  doc.addEventListener('click', onClick, true);

  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    html.removeAttribute(WAKING_ATTRIBUTE);
    for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
  });
  observer.observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}
