/**
 * The 3-second confetti burst after a payment (see docs/shop/rules.md, Timing), in the shop's
 * colours from both sides. None for shoppers who prefer reduced motion, nor in story tests (stable
 * pixels). canvas-confetti is loaded only when there is something to celebrate.
 */
export const CONFETTI_MS = 3000;
const COLOURS = ['#7e22ce', '#c084fc', '#f59e0b', '#16a34a', '#ffffff'];

function motionAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  if (document.documentElement.hasAttribute('data-test-mode')) return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function celebrateWithConfetti(durationMs = CONFETTI_MS): void {
  if (!motionAllowed()) return;
  void import('canvas-confetti')
    .then(({ default: confetti }) => {
      const end = performance.now() + durationMs;
      const frame = () => {
        const shared = {
          particleCount: 4,
          spread: 60,
          colors: COLOURS,
          disableForReducedMotion: true,
        };
        void confetti({ ...shared, angle: 60, origin: { x: 0, y: 0.7 } });
        void confetti({ ...shared, angle: 120, origin: { x: 1, y: 0.7 } });
        if (performance.now() < end) requestAnimationFrame(frame);
      };
      frame();
    })
    // A celebration that cannot load is no reason to bother the shopper.
    .catch(() => {});
}
