import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a list shows when it has nothing in it: an icon, a line of text and maybe an action. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  children,
  titleAs: Title = "p",
}: {
  icon: LucideIcon;
  title: string;
  /** `h1` when the empty state is the whole page (a missing product or seller). */
  titleAs?: "p" | "h1" | "h2";
  body?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        <Icon aria-hidden className="size-7" />
      </span>
      <Title className="text-lg font-semibold text-stone-900">{title}</Title>
      {body && <p className="mt-1 max-w-sm text-sm text-stone-600">{body}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}
