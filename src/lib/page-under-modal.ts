/**
 * A modal Radix layer (a dialog's content) stops pointer events on <body>, so that nothing outside
 * it can be pressed. `pointer-events` is inherited: that one change restyles every element of the
 * page as the dialog opens and again as it closes (3-6 ms at full speed for the 1,034 elements of
 * /products, four times as long on a phone).
 *
 * Under a dialog's overlay, which covers the viewport, nothing outside can be pressed anyway. So
 * while one is open the element the app renders into keeps `pointer-events: auto` of its own: the
 * change stops at it, and only <body> and the dialog are restyled. A menu or a list box has no
 * overlay and does not ask for this.
 */

/** The element the app renders into (index.html; src/main.tsx). */
export const APP_ROOT_ID = 'root';

let open = 0;

/**
 * Keeps the app's root element pressable on its own while a modal with an overlay is open; returns
 * the undo (for the effect's cleanup). Dialogs open over dialogs: the last to close undoes it.
 */
export function keepPagePointerEvents(doc: Document = document): () => void {
  const root = doc.getElementById(APP_ROOT_ID);
  if (!root) return () => undefined;
  open += 1;
  root.style.pointerEvents = 'auto';
  return () => {
    open -= 1;
    if (open === 0) root.style.removeProperty('pointer-events');
  };
}
