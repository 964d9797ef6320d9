import { Link } from "react-router";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";

/** The logo links home; `compact` shows only the mark on phones, for a header with two buttons beside it. */
export function Logo({ to, compact = false }: { to: string; compact?: boolean }) {
  const m = useMessages();
  return (
    <Link
      to={to}
      className="flex shrink-0 items-center gap-2 rounded-lg font-bold text-brand-800"
      aria-label={m.shell.homeLink}
    >
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      <span className={cn("text-xl tracking-tight", compact && "max-sm:hidden")}>{m.common.appName}</span>
    </Link>
  );
}
