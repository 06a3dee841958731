/** The centred panel the login and signup pages sit in, with the page's heading. */
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
}

export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-card-title"
        className="mx-auto w-full max-w-md rounded-lg border border-neutral-200 bg-white p-6 shadow-card sm:p-8"
      >
        <h1
          id="auth-card-title"
          className="mb-6 text-center text-2xl font-semibold text-neutral-900"
        >
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
