import type { ReactNode } from "react";
import { usePageTitle } from "@/lib/use-page-title";

/** A page's visible heading, which is also its document title. */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  /** The page's meta description. */
  description?: string;
  children?: ReactNode;
}) {
  usePageTitle(title, description);
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </header>
  );
}
