/** Placeholder for screens whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
      <p className="mt-2 text-neutral-600">This screen is coming soon.</p>
    </section>
  );
}
