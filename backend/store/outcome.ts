/** What every storage write answers: its value, or why it was refused (nothing changed then). */
export type Refusal = {
  ok: false;
  /**
   * invalid → 400, forbidden → 403, not-found → 404, conflict → 409, exists → 422, unsaved → 507
   * (the change was valid but could not be stored: the store is left exactly as it was).
   */
  reason: 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'exists' | 'unsaved';
  message: string;
};
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refusal = (reason: Refusal['reason'], message: string): Refusal => ({
  ok: false,
  reason,
  message,
});
