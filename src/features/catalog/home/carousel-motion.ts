/**
 * The carousel's motion in the shop's terms (transition 400 ms, minimum drag 80 px:
 * docs/shop/rules.md, Timing) translated to Embla, whose `duration` is not milliseconds but the
 * strength of a spring simulated at 60 steps a second, and whose `dragThreshold` only decides when
 * a drag stops being a click.
 */
import type { EmblaOptionsType } from 'embla-carousel';

export const TRANSITION_MS = 400;
/** A drag shorter than this (in px) snaps back to the slide it started on. */
export const MIN_DRAG_PX = 80;

// Embla's ScrollBody: each 1000/60 ms step adds displacement / duration to the velocity, then
// multiplies it by the base friction (0.68 in embla-carousel 8).
const STEP_MS = 1000 / 60;
const FRICTION = 0.68;
/** Done: within 1% of the distance. A spring weaker than this overshoots visibly (a bounce). */
const DONE_SHARE = 0.01;
const MAX_OVERSHOOT_SHARE = 0.005;

/** How an Embla move with this duration goes: ms until 99% done, and its overshoot (share). */
export function simulateEmblaMove(duration: number): { doneMs: number; overshoot: number } {
  let location = 0;
  let velocity = 0;
  let doneMs = Number.POSITIVE_INFINITY;
  let overshoot = 0;
  for (let step = 1; step <= 600; step += 1) {
    velocity = (velocity + (1 - location) / duration) * FRICTION;
    location += velocity;
    overshoot = Math.max(overshoot, location - 1);
    if (doneMs === Number.POSITIVE_INFINITY && Math.abs(1 - location) < DONE_SHARE) {
      doneMs = step * STEP_MS;
    }
  }
  return { doneMs, overshoot };
}

/** The Embla duration whose move is done nearest to `ms` without a visible bounce. */
export function emblaDurationFor(ms: number): number {
  let best = 1;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let duration = 1; duration <= 60; duration += 1) {
    const { doneMs, overshoot } = simulateEmblaMove(duration);
    const gap = Math.abs(doneMs - ms);
    if (overshoot <= MAX_OVERSHOOT_SHARE && gap < bestGap) {
      best = duration;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * `emblaDurationFor(TRANSITION_MS)`, worked out here rather than as the home page's code is
 * evaluated: its 36,000 spring steps took 1.7-2.3 ms of a desktop's main thread (four times that
 * on a phone) in the task that starts the app. The unit test keeps the two equal.
 */
export const TRANSITION_DURATION = 18;

/** Embla's options: still (screenshots, reduced motion) moves at once. */
export function carouselOptions(still: boolean): EmblaOptionsType {
  return {
    loop: true,
    align: 'start',
    startIndex: 0,
    duration: still ? 1 : TRANSITION_DURATION,
  };
}

/** Whether a drag of `px` (either way) is too short to change the slide. */
export const tooShortToMove = (px: number): boolean => Math.abs(px) < MIN_DRAG_PX;
