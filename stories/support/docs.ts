/**
 * The docs page a designer reads for a screen or a pattern: what it is for, when to use it and when
 * not, the states its stories show, and what it promises for accessibility. Written as data (see
 * screen-docs.ts) and rendered into `parameters.docs.description.component`, the text Storybook's
 * docs page shows under the title. tests/unit/stories/screen-docs.test.ts holds every screen to it.
 */

export interface Accessibility {
  /** How big the things to press are, and the smallest one. */
  touchTarget: string;
  /** Where focus starts and the order Tab takes. */
  focusOrder: string;
  /** How an error or a refusal reaches the shopper, on screen and read aloud. */
  errors: string;
}

export interface DesignDoc {
  /** What it is for, in a sentence or two. */
  purpose: string;
  whenToUse: readonly string[];
  whenNotToUse: readonly string[];
  /** Each story of the file by its export name, with what that state shows. */
  states: Readonly<Record<string, string>>;
  accessibility: Accessibility;
  /** A pattern's rule, as the product applies it (patterns only). */
  rule?: readonly string[];
}

/**
 * The section headings every screen's docs page has, in this order: the same headings as the
 * components' pages (stories/content/usage.ts), so a designer finds the same parts everywhere.
 */
export const SECTIONS = [
  'When to use',
  'When not to use',
  'States',
  'Accessibility notes for designers',
] as const satisfies readonly string[];

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** Storybook's name for a story export: 'EmptyCart' is shown as 'Empty Cart'. */
export function storyName(exportName: string): string {
  return exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2');
}

/** The markdown of a docs page's description. */
export function describeDesign(doc: DesignDoc): string {
  const parts = [doc.purpose];
  if (doc.rule) parts.push(`#### The rule\n\n${list(doc.rule)}`);
  parts.push(
    `#### ${SECTIONS[0]}\n\n${list(doc.whenToUse)}`,
    `#### ${SECTIONS[1]}\n\n${list(doc.whenNotToUse)}`,
    `#### ${SECTIONS[2]}\n\n${list(
      Object.entries(doc.states).map(([name, text]) => `**${storyName(name)}**: ${text}`),
    )}`,
    `#### ${SECTIONS[3]}\n\n${list([
      `**Touch target**: ${doc.accessibility.touchTarget}`,
      `**Focus order**: ${doc.accessibility.focusOrder}`,
      `**How errors read**: ${doc.accessibility.errors}`,
    ])}`,
  );
  return parts.join('\n\n');
}

/**
 * A screen's or a pattern's parameters: its description, and on its docs page each story renders in a frame of its own
 * (`inline: false`): the stories of one page would otherwise share one back end, one session, one
 * toaster and one MSW worker, so the last story's sign-in would show in every other (a full cart
 * under 'Empty Cart'), and a state made by a play (a toast, a declined card) would never show,
 * since inline stories do not run their plays. In a frame the story runs as in its own tab and
 * its screenshot. Its play's last focus is dropped (`releaseFocus`, see .storybook/preview.tsx): the
 * picture shows the state, not a focus ring left by the test.
 */
export function designParameters(doc: DesignDoc, iframeHeight = 900) {
  const isolated = isolatedInDocs(iframeHeight);
  return {
    ...isolated,
    docs: { ...isolated.docs, description: { component: describeDesign(doc) } },
  };
}

/**
 * For a part whose stories use the back end or the session (loaders, MSW groups): on its docs page
 * each story renders in a frame of its own, for the reasons above.
 */
export function isolatedInDocs(iframeHeight = 600) {
  return { ...ownFrameInDocs(iframeHeight), releaseFocus: true };
}

/**
 * For a part whose stories reach their state in a play (a dialog opened, a field typed into): on
 * its docs page each story renders in a frame of its own, where its play runs, so the picture is
 * the state the story is named for. (Inline stories on a docs page do not run their plays.)
 */
export function ownFrameInDocs(iframeHeight = 420) {
  return { docs: { story: { inline: false, iframeHeight } } };
}
