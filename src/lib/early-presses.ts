/**
 * Presses and typing that arrive before the app runs are kept, not lost. A prerendered page shows its
 * buttons and fields before their code is in (src/main.tsx fetches the runtime after the page's load
 * event or on the first input): a tap on Add to Cart, a heart or Filters in that window would
 * otherwise do nothing, and text typed, pasted or filled in by the browser would be lost when React
 * takes the field over. Each pressed button, checkbox or radio is remembered (once, in order), and
 * each changed field's text and caret, and both are given back as soon as the app has taken over
 * the page (`data-hydrated` on <html>, set by src/app/app.tsx): the text first, as if typed again,
 * then the presses. Hydration keeps the very same elements, so each lands where it was aimed. Links need none
 * of this: without the app they still navigate, as plain links.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On <html> while presses wait for the app (the cursor says the page is getting ready). */
export const WAKING_ATTRIBUTE = 'data-waking';
/**
 * Dispatched on the document just before React starts hydrating (`beginHydration` in
 * src/lib/hydration.ts sends it; that module is the runtime's, so it spells the name itself).
 */
export const HYDRATING_EVENT = 'glamour:hydrating';

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What a press acts on: a button, a checkbox, a radio. */
const PRESSABLE = 'button, input[type="checkbox"], input[type="radio"]';

/** What a field shows: its text, and its caret or selection where the field has one. */
export interface ShownText {
  value: string;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
}

/** Inputs that hold no text a person writes: pressed or picked, not typed. */
const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'button',
  'submit',
  'reset',
  'image',
]);

export function isTextField(node: unknown): node is TextField {
  if (node instanceof HTMLTextAreaElement) return true;
  return node instanceof HTMLInputElement && !NOT_TEXT.has(node.type);
}

/** Email and number inputs have no selection to read (null); text, search and passwords do. */
export function readField(field: TextField): ShownText {
  const { selectionStart: start, selectionEnd: end, selectionDirection } = field;
  return {
    value: field.value,
    selection:
      start === null || end === null
        ? null
        : { start, end, direction: selectionDirection ?? 'none' },
  };
}

export function keepEarlyPresses(root: Element, doc: Document = document): void {
  const html = doc.documentElement;
  if (html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  const pressed: (HTMLButtonElement | HTMLInputElement)[] = [];
  const shown = new Map<TextField, ShownText>();

  const onClick = (event: MouseEvent) => {
    // A box or a radio (the listing's filters) is pressed as a button is: a click that ticked it
    // now would be undone as React takes it over with the app's state.
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement | HTMLInputElement>(PRESSABLE)
        : null;
    if (!button || !root.contains(button) || button.disabled) return;
    // Nothing else acts on it before the app: no native form submission, no half-hydrated handler.
    event.preventDefault();
    event.stopPropagation();
    if (!pressed.includes(button)) pressed.push(button);
    html.setAttribute(WAKING_ATTRIBUTE, '');
  };
  const keep = (field: EventTarget | null) => {
    if (isTextField(field) && root.contains(field)) shown.set(field, readField(field));
  };
  // Typing and pasting send `input`; a browser's autofill sends `change` at least.
  const onInput = (event: Event) => keep(event.target);
  // The caret moved (an arrow key, a click) in a field already kept.
  const onSelection = () => {
    if (isTextField(doc.activeElement) && shown.has(doc.activeElement)) keep(doc.activeElement);
  };
  // Whatever differs from the prerendered text, however it got there: typed before this script ran,
  // restored or filled in by the browser without an event. Read once now and again at the last
  // moment before React takes the fields over (hydrating a textarea puts its prerendered text back).
  const keepChanged = () => {
    for (const field of root.querySelectorAll('input, textarea'))
      if (isTextField(field) && (shown.has(field) || field.value !== field.defaultValue))
        keep(field);
  };
  keepChanged();
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('selectionchange', onSelection);
  doc.addEventListener(HYDRATING_EVENT, keepChanged);

  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onInput, true);
    doc.removeEventListener('selectionchange', onSelection);
    doc.removeEventListener(HYDRATING_EVENT, keepChanged);
    html.removeAttribute(WAKING_ATTRIBUTE);
    for (const [field, text] of shown) if (field.isConnected) showAgain(field, text);
    for (const button of pressed) if (button.isConnected && !button.disabled) pressAgain(button);
  });
  observer.observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

/**
 * Presses a kept button, checkbox or radio again. A box or a radio in a part React has not hydrated
 * yet is first sent an event that makes React take it over: a click alone would tick it before React
 * hydrated it in the click's own dispatch, and React would then see the box as already ticked when
 * it took it over, and its onChange would not run.
 */
function pressAgain(target: HTMLButtonElement | HTMLInputElement): void {
  if (target instanceof HTMLInputElement)
    target.dispatchEvent(new Event('input', { bubbles: true }));
  target.click();
}

/** The `value` setter of the field's own class, beneath the one React puts on the element. */
function nativeValueSetter(field: TextField): ((value: string) => void) | undefined {
  for (let proto: object | null = Object.getPrototypeOf(field); proto;) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) return setter;
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return undefined;
}

/**
 * Puts `text` back in a field React now controls, as typing would, so its onChange runs, and puts
 * the caret back where it was.
 *
 * The app is marked live once the page's shell has hydrated; a part behind a Suspense boundary (the
 * screen itself: the tester, the login form) may still wait for React. An event aimed at such a part
 * makes React hydrate it at once, and hydrating puts a textarea's prerendered text back and records
 * that as seen: so a first event lets React take the field over, and only then is the text typed.
 * React keeps the value it last saw through the element's own value setter: the field is cleared
 * that way, then given the text through the class's setter (which React does not watch) and an
 * input event, so the text reads as new whatever React saw while hydrating.
 */
export function showAgain(field: TextField, text: ShownText): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  nativeValueSetter(field)?.call(field, text.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const { selection } = text;
  if (selection) field.setSelectionRange(selection.start, selection.end, selection.direction);
}
