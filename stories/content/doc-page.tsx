/**
 * The frame of a guide page (Foundations, Content): its title, a short introduction, then its
 * sections. `wide` gives tables of swatches and tokens more room.
 */
import type { ReactNode } from 'react';

export function DocPage({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <article className={`${wide ? 'max-w-5xl' : 'max-w-4xl'} text-neutral-900`}>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-1 mb-6 max-w-3xl text-sm text-neutral-700">{intro}</p>
      {children}
    </article>
  );
}
