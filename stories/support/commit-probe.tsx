/**
 * Counts React's commits of a part hydrated as the app hydrates a page, and how many of them came in
 * the very task of the first: a component that sets state as it mounts (from a ref, a layout effect)
 * makes React render it again synchronously at the end of that commit, in the same long task.
 */
import { Profiler, startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface HydrationCommits {
  /** Commits in the task of the hydration commit (1: the hydration alone). */
  inFirstTask: number;
  root: Root;
}

/**
 * Renders `part` to HTML in `host`, hydrates it as a transition (src/app/start.tsx does the same),
 * and resolves once the task of the first commit is over.
 */
export function hydrateCounting(host: HTMLElement, part: ReactNode): Promise<HydrationCommits> {
  host.innerHTML = renderToString(part);
  let commits = 0;
  return new Promise((resolve) => {
    let root: Root | undefined;
    const onRender = () => {
      commits += 1;
      // The next task starts after every commit React makes synchronously in this one.
      if (commits === 1) setTimeout(() => root && resolve({ inFirstTask: commits, root }), 0);
    };
    startTransition(() => {
      root = hydrateRoot(
        host,
        <Profiler id="part" onRender={onRender}>
          {part}
        </Profiler>,
      );
    });
  });
}
