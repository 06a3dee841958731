/**
 * Text put in a prerendered field before the app runs ends as the browser showed it, and the app
 * holds it (src/lib/early-presses.ts). The page here is a small stand-in DOM, and React a stand-in
 * that does to fields what React DOM does when it hydrates: a textarea gets its prerendered text back,
 * an input keeps its value, and either records what it holds as seen; an event aimed at a part not
 * hydrated yet hydrates that part first; onChange runs when a field's value differs from the seen one.
 * tests/e2e/early-input.spec.ts checks the same against the built app in Chromium.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, keepEarlyPresses } from '@/lib/early-presses';
import { beginHydration } from '@/lib/hydration';

type Listener = (event: Event) => void;

class FakeNode {
  parent: FakeNode | null = null;
  readonly children: FakeNode[] = [];
  readonly listeners: { type: string; listener: Listener; capture: boolean }[] = [];

  constructor(readonly ownerDocument: FakeDocument | null) {}

  append(...nodes: FakeNode[]): this {
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
    return this;
  }

  contains(node: unknown): boolean {
    for (let at = node instanceof FakeNode ? node : null; at; at = at.parent)
      if (at === this) return true;
    return false;
  }

  get isConnected(): boolean {
    return this.ownerDocument?.contains(this) ?? true;
  }

  addEventListener(type: string, listener: Listener, capture = false): void {
    this.listeners.push({ type, listener, capture });
  }

  removeEventListener(type: string, listener: Listener, capture = false): void {
    const index = this.listeners.findIndex(
      (entry) => entry.type === type && entry.listener === listener && entry.capture === capture,
    );
    if (index >= 0) this.listeners.splice(index, 1);
  }

  /** Capture from the document down, the target, then bubbling up if the event bubbles. */
  dispatchEvent(event: Event): boolean {
    Object.defineProperty(event, 'target', { value: this });
    const path = this.ancestry();
    const call = (node: FakeNode, capture: boolean | null) => {
      for (const entry of [...node.listeners])
        if (entry.type === event.type && (capture === null || entry.capture === capture))
          entry.listener(event);
    };
    for (const node of path.slice(0, -1)) call(node, true);
    call(this, null);
    if (event.bubbles) for (const node of path.slice(0, -1).reverse()) call(node, false);
    return true;
  }

  /** The document down to this node. */
  ancestry(): FakeNode[] {
    return this.parent ? [...this.parent.ancestry(), this] : [this];
  }

  *descendants(): Generator<FakeNode> {
    for (const child of this.children) {
      yield child;
      yield* child.descendants();
    }
  }
}

class FakeElement extends FakeNode {
  readonly attributes = new Map<string, string>();

  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
    FakeObserver.notify(this, name);
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  querySelectorAll(selector: string): FakeNode[] {
    expect(selector).toBe('input, textarea');
    return [...this.descendants()].filter((node) => node instanceof FakeField);
  }

  closest(): null {
    return null;
  }
}

abstract class FakeField extends FakeElement {
  /** The browser's accessor, on each concrete class's prototype (below). */
  declare value: string;
  type = 'text';
  defaultValue: string;
  shownValue: string;
  caret: [number, number, 'forward' | 'backward' | 'none'] = [0, 0, 'none'];

  constructor(doc: FakeDocument, prerendered: string) {
    super(doc);
    this.defaultValue = prerendered;
    this.shownValue = prerendered;
  }

  get selectionStart(): number | null {
    return this.type === 'email' ? null : this.caret[0];
  }
  get selectionEnd(): number | null {
    return this.type === 'email' ? null : this.caret[1];
  }
  get selectionDirection(): 'forward' | 'backward' | 'none' | null {
    return this.type === 'email' ? null : this.caret[2];
  }

  setSelectionRange(start: number, end: number, direction: 'forward' | 'backward' | 'none') {
    this.caret = [start, end, direction];
  }

  focus(): void {
    if (this.ownerDocument) this.ownerDocument.activeElement = this;
  }
}

/** The class's own value accessor, as the browser has it: setting it puts the caret at the end. */
const valueAccessor: PropertyDescriptor = {
  configurable: true,
  get(this: FakeField) {
    return this.shownValue;
  },
  set(this: FakeField, value: string) {
    this.shownValue = value;
    this.caret = [value.length, value.length, 'none'];
  },
};
class FakeInput extends FakeField {}
class FakeTextArea extends FakeField {}
Object.defineProperty(FakeInput.prototype, 'value', valueAccessor);
Object.defineProperty(FakeTextArea.prototype, 'value', valueAccessor);

class FakeDocument extends FakeNode {
  readonly documentElement = new FakeElement(this);
  activeElement: FakeNode | null = null;
  constructor() {
    super(null);
    this.append(this.documentElement);
  }
  override get isConnected(): boolean {
    return true;
  }
}

class FakeObserver {
  static readonly all = new Set<FakeObserver>();
  private target: FakeElement | null = null;
  private filter: string[] = [];

  constructor(private readonly callback: () => void) {}

  observe(target: FakeElement, options: { attributeFilter: string[] }): void {
    this.target = target;
    this.filter = options.attributeFilter;
    FakeObserver.all.add(this);
  }

  disconnect(): void {
    FakeObserver.all.delete(this);
  }

  static notify(target: FakeElement, name: string): void {
    for (const observer of FakeObserver.all)
      if (observer.target === target && observer.filter.includes(name))
        queueMicrotask(() => observer.callback());
  }
}

/** React DOM as far as fields go: hydrating, the value it has seen, and onChange. */
class FakeReact {
  readonly hydrated = new Set<FakeField>();
  readonly seen = new Map<FakeField, string>();
  /** Each onChange, as [field, value]. */
  readonly changes: [FakeField, string][] = [];

  constructor(
    private readonly container: FakeElement,
    private readonly later: Set<FakeField>,
  ) {}

  /** hydrateRoot: React listens at its container from now on. */
  listen(): void {
    const onEvent = (event: Event) => {
      const field = event.target;
      if (!(field instanceof FakeField)) return;
      // A part not hydrated yet is hydrated at once for the event aimed at it.
      if (!this.hydrated.has(field)) this.hydrate(field);
      if (field.value !== this.seen.get(field)) {
        this.seen.set(field, field.value);
        this.changes.push([field, field.value]);
      }
    };
    this.container.addEventListener('input', onEvent, true);
    this.container.addEventListener('change', onEvent, true);
  }

  /** The shell hydrates; the fields behind a Suspense boundary (`later`) wait. */
  hydrateShell(fields: FakeField[]): void {
    for (const field of fields) if (!this.later.has(field)) this.hydrate(field);
  }

  hydrate(field: FakeField): void {
    this.hydrated.add(field);
    // React's initTextarea: the textarea's value becomes its prerendered text again.
    if (field instanceof FakeTextArea) valueAccessor.set?.call(field, field.defaultValue);
    const seen = this.seen;
    seen.set(field, field.value);
    Object.defineProperty(field, 'value', {
      configurable: true,
      get: () => valueAccessor.get?.call(field) as string,
      set: (value: string) => {
        seen.set(field, value);
        valueAccessor.set?.call(field, value);
      },
    });
  }

  /** What the app holds for the field: its last onChange, or the prerendered text. */
  holds(field: FakeField): string {
    return this.changes.filter(([changed]) => changed === field).at(-1)?.[1] ?? field.defaultValue;
  }
}

/** The prerendered tester and navbar: a body box behind a Suspense boundary, a search in the shell. */
function page() {
  const doc = new FakeDocument();
  const root = new FakeElement(doc);
  const body = new FakeTextArea(doc, '{}');
  const search = new FakeInput(doc, '');
  search.type = 'search';
  const password = new FakeInput(doc, '');
  password.type = 'password';
  const email = new FakeInput(doc, '');
  email.type = 'email';
  doc.documentElement.append(root.append(search, body, password, email));
  const react = new FakeReact(root, new Set([body, password, email]));
  const fields = [search, body, password, email];
  vi.stubGlobal('document', doc);
  return {
    doc,
    root,
    body,
    search,
    password,
    email,
    react,
    /** React hydrates the shell, then the app marks the page live. */
    goLive: async () => {
      beginHydration();
      react.listen();
      react.hydrateShell(fields);
      doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      await Promise.resolve();
    },
  };
}

function type(field: FakeField, text: string) {
  field.focus();
  for (const key of text) {
    const [start, end] = field.caret;
    field.value = field.value.slice(0, start) + key + field.value.slice(end);
    field.caret = [start + 1, start + 1, 'none'];
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function paste(field: FakeField, text: string) {
  field.focus();
  field.value = text; // select all, then paste: the whole text replaced, the caret after it
  field.dispatchEvent(
    Object.assign(new Event('input', { bubbles: true }), { inputType: 'insertFromPaste' }),
  );
}

/** Autofill, or the browser restoring a form: the value, no key and no event. */
function autofill(field: FakeField, text: string) {
  field.value = text;
}

beforeEach(() => {
  vi.stubGlobal('HTMLInputElement', FakeInput);
  vi.stubGlobal('HTMLTextAreaElement', FakeTextArea);
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('MutationObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all.clear();
});

describe('text put in a field before the app runs', () => {
  it('pasted into a part React hydrates later: shown and held as pasted', async () => {
    const { doc, root, body, react, goLive } = page();
    keepEarlyPresses(root as unknown as Element, doc as unknown as Document);
    paste(body, '[1,2]');
    await goLive();
    expect(body.value).toBe('[1,2]');
    expect(react.holds(body)).toBe('[1,2]');
    expect(body.caret).toEqual([5, 5, 'none']);
  });

  it('an invalid body pasted stays invalid, not the prerendered one', async () => {
    const { doc, root, body, react, goLive } = page();
    keepEarlyPresses(root as unknown as Element, doc as unknown as Document);
    paste(body, '[1,');
    await goLive();
    expect(body.value).toBe('[1,');
    expect(react.holds(body)).toBe('[1,');
  });

  it('typed: the text and the caret where the typist left it', async () => {
    const { doc, root, body, password, react, goLive } = page();
    keepEarlyPresses(root as unknown as Element, doc as unknown as Document);
    type(password, 'glam234');
    body.focus();
    body.setSelectionRange(0, 2, 'forward');
    type(body, '[1,]');
    body.setSelectionRange(3, 3, 'none');
    doc.dispatchEvent(new Event('selectionchange'));
    await goLive();
    expect([body.value, react.holds(body), body.caret]).toEqual(['[1,]', '[1,]', [3, 3, 'none']]);
    expect([password.value, react.holds(password)]).toEqual(['glam234', 'glam234']);
  });

  it('filled in by the browser without an event, before or after this script ran', async () => {
    const { doc, root, search, email, react, goLive } = page();
    autofill(email, 'aanya.sharma@glamour.test');
    keepEarlyPresses(root as unknown as Element, doc as unknown as Document);
    autofill(search, 'kajal');
    await goLive();
    expect([search.value, react.holds(search)]).toEqual(['kajal', 'kajal']);
    expect([email.value, react.holds(email)]).toEqual([
      'aanya.sharma@glamour.test',
      'aanya.sharma@glamour.test',
    ]);
  });
});
