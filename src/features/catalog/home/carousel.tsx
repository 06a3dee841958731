/**
 * A carousel on Embla for the home page: a given number of slides per view by breakpoint, swipe,
 * previous/next buttons and the arrow keys, and optional autoplay (every 3000 ms) that pauses while
 * the pointer is over it or focus is inside it, and stops for good with its Pause slides button
 * (WCAG 2.2.2: anything that moves on its own for more than 5 s can be stopped). Slides move in 400
 * ms, and a drag shorter than 80 px goes back to its slide (see carousel-motion.ts). It stays still
 * at the first slide in story tests (data-test-mode) and for people who ask for reduced motion.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import { IconButton } from '@/ui/icon-button';
import { carouselOptions, tooShortToMove } from './carousel-motion';
import { useLazyEmbla, type EmblaApi } from './use-lazy-embla';

export const AUTOPLAY_DELAY_MS = 3000;

/** Still pictures for screenshots and for people who asked the system for less motion. */
function prefersStill(): boolean {
  if (typeof document === 'undefined') return true;
  if (document.documentElement.hasAttribute('data-test-mode')) return true;
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface CarouselProps {
  /** Names the carousel region ('Offers', 'Best sellers'). */
  label: string;
  slides: ReactNode[];
  /** Width of one slide per breakpoint, e.g. 'basis-full sm:basis-1/2 lg:basis-1/5'. */
  slideClassName: string;
  autoplay?: boolean;
  className?: string;
}

export function Carousel({
  label,
  slides,
  slideClassName,
  autoplay = false,
  className,
}: CarouselProps) {
  const id = useId();
  const [still] = useState(prefersStill);
  const [viewportRef, api] = useLazyEmbla(
    carouselOptions(still),
    autoplay && !still
      ? {
          delay: AUTOPLAY_DELAY_MS,
          // The plugin only stops (a drag); when it plays again is the carousel's (see `rotate`).
          stopOnInteraction: true,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        }
      : null,
    keepSlideOnShortDrag,
  );
  const [selected, setSelected] = useState(0);
  // null until Embla has measured the slides.
  const [snapCount, setSnapCount] = useState<number | null>(null);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  // Once the carousel moves, the pictures of the slides after those in view start loading (they are
  // lazy), so the next move shows them already drawn. Not before the first move: a page that is
  // only looked at loads no picture it does not show.
  useEffect(() => {
    if (!api) return;
    const warm = () => {
      const inView = api.slidesInView();
      if (inView.length === 0) return;
      const last = Math.max(...inView);
      const nodes = api.slideNodes();
      for (let i = last + 1; i <= last + inView.length && i < nodes.length; i += 1)
        nodes[i]?.querySelectorAll('img[loading="lazy"]').forEach((img) => {
          (img as HTMLImageElement).loading = 'eager';
        });
    };
    api.on('select', warm);
    return () => {
      api.off('select', warm);
    };
  }, [api]);

  // A press before the engine runs (it loads after the carousel mounts) waits for it, not lost.
  const waiting = useRef<Array<(engine: EmblaApi) => void>>([]);
  useEffect(() => {
    if (!api) return;
    const presses = waiting.current.splice(0);
    for (const press of presses) press(api);
  }, [api]);
  const withEngine = useCallback(
    (press: (engine: EmblaApi) => void) => {
      if (api) press(api);
      else waiting.current.push(press);
    },
    [api],
  );
  const prev = useCallback(() => withEngine((engine) => engine.scrollPrev()), [withEngine]);
  const next = useCallback(() => withEngine((engine) => engine.scrollNext()), [withEngine]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  // Autoplay waits while the pointer is over the carousel (its buttons too), while focus is inside
  // it and during a drag; it stops for good once the shopper presses Pause slides, until Play slides.
  const holds = useRef({ pointer: false, focus: false });
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(paused);
  const rotate = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (pausedRef.current || holds.current.pointer || holds.current.focus) plugin.stop();
    else if (!plugin.isPlaying()) plugin.play();
  }, [api]);
  useEffect(() => {
    if (!api) return;
    // The engine may start after the pointer or focus arrived: hold it from its first tick.
    rotate();
    // The plugin stops at a drag's start; its end plays again unless something holds it. A reInit
    // (a resize, a turned phone, a zoom) starts the plugin afresh, playing: held again at once.
    api.on('pointerUp', rotate).on('reInit', rotate);
    return () => {
      api.off('pointerUp', rotate).off('reInit', rotate);
    };
  }, [api, rotate]);
  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    holds.current[what] = on;
    rotate();
  };
  const onFocus = () => hold('focus', true);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };
  const togglePaused = () => {
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
    // Play slides is asked for from inside the carousel (pointer and focus on the button): it plays
    // at once. Focus moving to a slide, or the pointer coming back, holds it again.
    if (!pausedRef.current) holds.current = { pointer: false, focus: false };
    rotate();
  };
  // Shown once autoplay runs: the engine loads after the page is drawn (and hydrated), and a
  // carousel that stays still (reduced motion, one view of slides) has nothing to stop. Written
  // (hidden) from the start all the same: a prerendered page's inline CSS then has its rules, so
  // showing it never needs the whole stylesheets (src/lib/deferred-css.ts).
  const rotating = Boolean(api?.plugins().autoplay) && (snapCount ?? 0) > 1;

  // Until Embla has measured, assume more than one slide scrolls: the buttons take their room from
  // the first paint instead of appearing under the slides and pushing the page down (CLS).
  const scrollable = snapCount === null ? slides.length > 1 : snapCount > 1;
  return (
    // The arrow keys arrive from the focused slide links and buttons inside; the region is no tab stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="carousel"
      // Tests and styles can tell when the slides can move (the engine loads after mount).
      data-engine={api ? 'running' : 'loading'}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      className={cn('relative', className)}
    >
      {autoplay ? (
        // First in the carousel's tab order (as the WAI-ARIA carousel pattern asks). Drawn at the
        // left of the buttons' row on a phone; above, smaller, at the bottom's middle, clear of
        // each offer's text, its Shop now and its picture.
        <IconButton
          variant="solid"
          label={paused ? 'Play slides' : 'Pause slides'}
          aria-controls={id}
          onClick={togglePaused}
          hidden={!rotating}
          className="absolute bottom-0 left-0 z-10 sm:bottom-2 sm:left-1/2 sm:size-8 sm:-translate-x-1/2 sm:[&_svg]:size-4"
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </IconButton>
      ) : null}
      <div ref={viewportRef} className="overflow-hidden">
        <div id={id} className="-ml-3 flex touch-pan-y sm:-ml-4">
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the list never reorders.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={cn('min-w-0 shrink-0 grow-0 pl-3 sm:pl-4', slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {scrollable ? (
        <div className="mt-3 flex justify-end gap-2 sm:pointer-events-none sm:absolute sm:-inset-x-4 sm:inset-y-0 sm:mt-0 sm:items-center sm:justify-between">
          <IconButton
            variant="solid"
            label="Previous slide"
            aria-controls={id}
            onClick={prev}
            className="sm:pointer-events-auto"
          >
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <IconButton
            variant="solid"
            label="Next slide"
            aria-controls={id}
            onClick={next}
            className="sm:pointer-events-auto"
          >
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </div>
      ) : null}
      <p className="sr-only" data-slot="carousel-position">
        Showing from slide {selected + 1} of {slides.length}
      </p>
    </section>
  );
}

/**
 * Embla picks the next slide from the drag's force, so a quick 30 px flick changes the slide; the
 * shop's minimum drag is 80 px. The pointer's travel is measured here, and when Embla's release
 * moved away after a shorter drag, it is sent back to the slide the drag began on.
 */
function keepSlideOnShortDrag(api: EmblaApi): () => void {
  const root = api.rootNode();
  const view = root.ownerDocument.defaultView ?? window;
  let startX: number | null = null;
  let lastX = 0;
  let startSnap = 0;
  const xOf = (event: MouseEvent | TouchEvent) =>
    'touches' in event ? (event.touches[0]?.clientX ?? lastX) : event.clientX;
  const down = (event: MouseEvent | TouchEvent) => {
    startX = xOf(event);
    lastX = startX;
    startSnap = api.selectedScrollSnap();
  };
  const move = (event: MouseEvent | TouchEvent) => {
    if (startX !== null) lastX = xOf(event);
  };
  const up = () => {
    if (startX === null) return;
    const travel = lastX - startX;
    startX = null;
    if (tooShortToMove(travel) && api.selectedScrollSnap() !== startSnap) api.scrollTo(startSnap);
  };
  root.addEventListener('mousedown', down);
  root.addEventListener('touchstart', down, { passive: true });
  view.addEventListener('mousemove', move);
  view.addEventListener('touchmove', move, { passive: true });
  api.on('pointerUp', up);
  return () => {
    root.removeEventListener('mousedown', down);
    root.removeEventListener('touchstart', down);
    view.removeEventListener('mousemove', move);
    view.removeEventListener('touchmove', move);
    api.off('pointerUp', up);
  };
}
