import { describe, expect, it } from 'vitest';
import {
  carouselOptions,
  emblaDurationFor,
  MIN_DRAG_PX,
  simulateEmblaMove,
  tooShortToMove,
  TRANSITION_DURATION,
  TRANSITION_MS,
} from '@/features/catalog/home/carousel-motion';

describe('the carousel motion (transition 400 ms, minimum drag 80 px; docs/shop/rules.md, Timing)', () => {
  it('moves a slide in about 400 ms, without a bounce', () => {
    expect(TRANSITION_MS).toBe(400);
    const duration = carouselOptions(false).duration ?? 25;
    const { doneMs, overshoot } = simulateEmblaMove(duration);
    // One 60 Hz step either way.
    expect(Math.abs(doneMs - 400)).toBeLessThanOrEqual(1000 / 60);
    expect(overshoot).toBeLessThan(0.005);
  });

  it('the duration written in the module is the one the simulation picks for 400 ms', () => {
    expect(TRANSITION_DURATION).toBe(emblaDurationFor(TRANSITION_MS));
    expect(carouselOptions(false).duration).toBe(TRANSITION_DURATION);
  });

  it('the former duration 30 took over twice as long', () => {
    expect(simulateEmblaMove(30).doneMs).toBeGreaterThan(800);
    expect(emblaDurationFor(400)).not.toBe(30);
  });

  it('a longer transition needs a weaker spring', () => {
    expect(emblaDurationFor(600)).toBeGreaterThan(emblaDurationFor(400));
  });

  it('still carousels (screenshots, reduced motion) move at once', () => {
    expect(carouselOptions(true).duration).toBe(1);
  });

  it('a drag under 80 px either way keeps the slide', () => {
    expect(MIN_DRAG_PX).toBe(80);
    expect(tooShortToMove(79)).toBe(true);
    expect(tooShortToMove(-79)).toBe(true);
    expect(tooShortToMove(80)).toBe(false);
    expect(tooShortToMove(-140)).toBe(false);
  });
});
