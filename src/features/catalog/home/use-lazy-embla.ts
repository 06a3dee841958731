/**
 * embla-carousel-react's `useEmblaCarousel`, with Embla itself (and its autoplay plugin) loaded once
 * the carousel has mounted instead of with the home screen: the carousel's markup is in the
 * prerendered HTML and paints without it, and the engine (~7 kB gzip) only makes it move. Until it
 * arrives `api` is undefined, as it is with `useEmblaCarousel` before its first effect.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

export type EmblaApi = EmblaCarouselType;

/**
 * `options`, `autoplay` and `setup` are read once, on mount (the carousel never changes them).
 * `autoplay`: the plugin's options, or null for none. `setup`: run as soon as Embla runs, in the
 * same task (before `api` reaches React), returning its cleanup; a gesture can begin from then on.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: Partial<AutoplayOptionsType> | null,
  setup?: (api: EmblaApi) => () => void,
): [RefObject<HTMLDivElement | null>, EmblaApi | undefined] {
  const [initial] = useState(() => ({ options, autoplay, setup }));
  // A ref, not state: a state setter as the element's ref would be a synchronous update at the end
  // of the commit that mounts (or hydrates) the carousel, and React would render it all again then.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaApi>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaApi | undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([
      import('embla-carousel'),
      initial.autoplay ? import('embla-carousel-autoplay') : null,
    ]).then(([{ default: EmblaCarousel }, autoplayModule]) => {
      if (cancelled) return;
      const plugins =
        autoplayModule && initial.autoplay ? [autoplayModule.default(initial.autoplay)] : [];
      instance = EmblaCarousel(viewport, initial.options, plugins);
      cleanup = initial.setup?.(instance);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      cleanup?.();
      instance?.destroy();
      setApi(undefined);
    };
  }, [initial]);

  return [viewportRef, api];
}
