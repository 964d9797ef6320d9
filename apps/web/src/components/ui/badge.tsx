import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  neutral: "bg-white/95 text-stone-800 ring-1 ring-stone-900/10",
  brand: "bg-brand-700 text-white",
  warning: "bg-amber-100 text-amber-900 ring-1 ring-amber-900/10",
  success: "bg-emerald-100 text-emerald-900 ring-1 ring-emerald-900/10",
  muted: "bg-stone-200 text-stone-800",
  dark: "bg-stone-900 text-white",
} as const;

export type BadgeTone = keyof typeof tones;

/** A small label on a card or beside a heading (condition, status). */
export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
