import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useMessages } from "@/i18n";
import { EmptyState } from "./empty-state";

/**
 * One of the staff pages' lists (reports, problem cases, appeals, suspended accounts): its
 * heading, then loading, the list's own failure text, its empty state, or its items.
 */
export function StaffListSection<T>({
  id,
  title,
  headingLevel: Heading = "h2",
  pending,
  failed,
  items,
  loadError,
  empty,
  children,
}: {
  id: string;
  title: string;
  headingLevel?: "h1" | "h2";
  pending: boolean;
  failed: boolean;
  items: T[] | undefined;
  loadError: string;
  empty: { icon: LucideIcon; title: string };
  /** Draws one item: an element with its own key, rendering an `li`. */
  children: (item: T) => ReactNode;
}) {
  const m = useMessages();
  return (
    <section aria-labelledby={id} className="space-y-4">
      {/* Focusable by script: where the focus goes when an item it held was decided and left the list. */}
      <Heading id={id} tabIndex={-1} className="text-xl font-semibold">
        {title}
      </Heading>
      {pending ? (
        <p className="text-stone-600">{m.common.loading}</p>
      ) : failed || !items ? (
        <p className="text-red-700">{loadError}</p>
      ) : items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} />
      ) : (
        <ul className="space-y-3">{items.map(children)}</ul>
      )}
    </section>
  );
}
