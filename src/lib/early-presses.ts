/**
 * Presses and typing that arrive before the app runs are kept, not lost. A prerendered page shows its
 * buttons and fields before their code is in (src/main.tsx fetches the runtime after the page's load
 * event or on the first input): a tap on Add to Cart, a heart or Filters in that window would
 * otherwise do nothing, and text typed in the search box would be wiped when React takes the field
 * over. Each pressed button is remembered (once, in order) and each typed field's text, and both are
 * given back as soon as the app has taken over the page (`data-hydrated` on <html>, set by
 * src/app/app.tsx): the text first, as if typed again, then the presses. Hydration keeps the very
 * same elements, so each lands where it was aimed. Links need none of this: without the app they
 * still navigate, as plain links.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On <html> while presses wait for the app (the cursor says the page is getting ready). */
export const WAKING_ATTRIBUTE = 'data-waking';

export function keepEarlyPresses(root: Element, doc: Document = document): void {
  const html = doc.documentElement;
  if (html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  const pressed: HTMLButtonElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

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
  const onInput = (event: Event) => {
    const field = event.target;
    const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (isField && root.contains(field)) typed.set(field, field.value);
  };
  doc.addEventListener('input', onInput, true);

  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
    html.removeAttribute(WAKING_ATTRIBUTE);
    for (const [field, text] of typed) if (field.isConnected) typeAgain(field, text);
    for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
  });
  observer.observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

/**
 * Puts `text` back in a field React now controls, as typing would, so its onChange runs. React
 * keeps the value it last saw through the element's own value setter: the field is cleared that
 * way first, then given the text through the prototype's setter (which React does not watch) and
 * an input event, so the text reads as new whether or not React has drawn the field again since
 * hydrating (hydration keeps the typed text in the element and records it as seen).
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
