/**
 * Rules for the names people type (signup first and last name, an address's name), shared by the
 * forms and the simulated back end so both refuse the same input with the same words.
 */

/** Shown (client) and answered (server) when a name holds nothing anyone could read. */
export const INVISIBLE_NAME_MESSAGE = 'Enter a name with visible letters.';

/** Shown and answered when a name that is otherwise readable holds a direction control. */
export const DIRECTION_CONTROL_MESSAGE =
  'Remove the hidden characters that change the direction of the text.';

// The embeddings and overrides (U+202A-U+202E) and the isolates (U+2066-U+2069): in a name they can
// make it read as something else (an order for "Aanya" that shows as "aynaA", or reordered words in
// a confirmation email), and no one types them into a name on purpose.
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

// Letters, digits, punctuation and symbols are visible; spaces, zero-width characters, direction
// overrides and other format or control characters (\p{Cf}, \p{Cc}, \p{Z}) and lone combining marks
// are not: a name made only of those looks blank, spoofs the text around it, or both.
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
// Letters and symbols by their category that draw nothing: the Hangul fillers (U+115F, U+1160,
// U+3164, U+FFA0), the blank Braille pattern (U+2800), Khmer's inherent vowels (U+17B4, U+17B5) and
// the Mongolian vowel separator (U+180E). A name of these alone passes for blank.
// An alternation, not a class: U+115F and U+1160 would read as one combined character there.
const BLANK_LOOKING = /\u115F|\u1160|\u17B4|\u17B5|\u180E|\u2800|\u3164|\uFFA0/gu;

/** Whether the text has at least one character a reader can see. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value.replace(BLANK_LOOKING, ''));
}

/**
 * For a form rule that runs after "not blank": blank text is that rule's to report, so this one
 * passes it and speaks only about text that is there but invisible.
 */
export function blankOrVisible(value: string): boolean {
  return value.length === 0 || hasVisibleText(value);
}

/**
 * For a form rule that runs after "visible": text with nothing visible is that rule's to report, so
 * this one passes it and refuses only readable text carrying a direction control.
 */
export function invisibleOrWithoutDirectionControl(value: string): boolean {
  return !hasVisibleText(value) || !DIRECTION_CONTROL.test(value);
}
