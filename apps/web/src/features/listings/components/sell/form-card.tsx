import type { ReactNode } from "react";

/** One titled card of the selling forms; its heading names the section for screen readers. */
export function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-base font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
