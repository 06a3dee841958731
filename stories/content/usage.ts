/**
 * Usage guidance for a component's docs page: what it is for, when to use it and when not, its
 * states and what a designer needs to know about its accessibility. A story file's meta carries it
 * twice: as `parameters.usage` (typed, read by tests/unit/stories/component-docs.test.ts) and as
 * the Markdown of `parameters.docs.description.component`, which the autodocs page shows on top.
 */
import type { ArgTypes } from '@storybook/react-vite';

export interface Usage {
  /** One or two sentences: what the component is for. */
  purpose: string;
  whenToUse: readonly string[];
  whenNotToUse: readonly string[];
  /** The states it has (each is a story on the page). */
  states: readonly string[];
  /** For designers: touch target, focus order, how it is named and how errors read. */
  accessibility: readonly string[];
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** The Markdown of a docs page's description, sections in a fixed order. */
export function usageMarkdown(usage: Usage): string {
  return [
    usage.purpose,
    `#### When to use\n\n${list(usage.whenToUse)}`,
    `#### When not to use\n\n${list(usage.whenNotToUse)}`,
    `#### States\n\n${list(usage.states)}`,
    `#### Accessibility notes for designers\n\n${list(usage.accessibility)}`,
  ].join('\n\n');
}

/** `parameters` of a component's meta: the typed guidance and the page's description. */
export function usageParameters(usage: Usage) {
  return { usage, docs: { description: { component: usageMarkdown(usage) } } };
}

/**
 * Arg types left out of the Controls panel: children, className and callbacks are wired by the
 * code that uses the component, not chosen by a designer (callbacks still show in Actions).
 */
export function hiddenArgs(...names: string[]): Partial<ArgTypes> {
  return Object.fromEntries(names.map((name) => [name, { table: { disable: true } }]));
}
