/**
 * While a dialog is open, the element the app renders into keeps `pointer-events: auto` of its own
 * (src/lib/page-under-modal.ts); the last dialog to close gives it back. The document here is a
 * stand-in with the one element and the style calls the module makes.
 */
import { describe, expect, it } from 'vitest';
import { APP_ROOT_ID, keepPagePointerEvents } from '@/lib/page-under-modal';

function standInDocument(rootId: string) {
  const declared = new Map<string, string>();
  const style = {
    set pointerEvents(value: string) {
      declared.set('pointer-events', value);
    },
    removeProperty(name: string) {
      declared.delete(name);
      return '';
    },
  };
  const doc = {
    getElementById: (id: string) => (id === rootId ? { style } : null),
  } as unknown as Document;
  return { doc, pointerEvents: () => declared.get('pointer-events') ?? null };
}

describe('keepPagePointerEvents', () => {
  it('sets the root’s own value while a dialog is open, and takes it away after', () => {
    const { doc, pointerEvents } = standInDocument(APP_ROOT_ID);
    const undo = keepPagePointerEvents(doc);
    expect(pointerEvents()).toBe('auto');
    undo();
    expect(pointerEvents()).toBeNull();
  });

  it('keeps it until the last of the dialogs open over one another closes', () => {
    const { doc, pointerEvents } = standInDocument(APP_ROOT_ID);
    const closeFirst = keepPagePointerEvents(doc);
    const closeSecond = keepPagePointerEvents(doc);
    closeSecond();
    expect(pointerEvents()).toBe('auto');
    closeFirst();
    expect(pointerEvents()).toBeNull();
  });

  it('does nothing on a document the app does not render into (a story)', () => {
    const { doc, pointerEvents } = standInDocument('storybook-root');
    const undo = keepPagePointerEvents(doc);
    expect(pointerEvents()).toBeNull();
    expect(undo).not.toThrow();
  });
});
