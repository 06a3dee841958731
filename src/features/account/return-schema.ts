/**
 * The return form: which lines go back and how many units of each, and why. The server checks the
 * same (docs/api.md, the return call); this stops a form it would refuse before it is sent.
 */
import { z } from 'zod';
import type { ReturnInput } from '@/api/orders';
import type { ReturnableLine } from './after-sale';

export const REASON_MAX = 500;

export const RETURN_MESSAGES = {
  noLines: 'Choose at least one product to return.',
  reason: 'Tell us why you are returning it.',
  reasonLength: `Keep the reason to ${REASON_MAX} characters.`,
} as const;

export const returnFormSchema = z.object({
  lines: z
    .array(z.object({ productId: z.string(), selected: z.boolean(), qty: z.number().int().min(1) }))
    .refine((lines) => lines.some((line) => line.selected), { message: RETURN_MESSAGES.noLines }),
  reason: z
    .string()
    .trim()
    .min(1, RETURN_MESSAGES.reason)
    .max(REASON_MAX, RETURN_MESSAGES.reasonLength),
});

export type ReturnFormValues = z.input<typeof returnFormSchema>;

/** The form's start: nothing chosen; a chosen line sends back every unit that can go. */
export function emptyReturnForm(lines: ReturnableLine[]): ReturnFormValues {
  return {
    lines: lines.map((line) => ({
      productId: line.productId,
      selected: false,
      qty: Math.max(1, line.returnable),
    })),
    reason: '',
  };
}

/** The lines the form sends back ({productId, qty}), the chosen ones only. */
export function chosenLines(values: Pick<ReturnFormValues, 'lines'>): ReturnInput['lines'] {
  return values.lines
    .filter((line) => line.selected)
    .map((line) => ({ productId: line.productId, qty: line.qty }));
}

/** What is sent: the chosen lines and the reason as typed, trimmed. */
export function toReturnInput(values: ReturnFormValues): ReturnInput {
  return { lines: chosenLines(values), reason: values.reason.trim() };
}
