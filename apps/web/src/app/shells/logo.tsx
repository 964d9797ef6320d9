import { Link } from "react-router";
import { useMessages } from "@/i18n";

export function Logo({ to }: { to: string }) {
  const m = useMessages();
  return (
    <Link to={to} className="flex items-center gap-2 rounded-lg font-bold text-brand-800" aria-label={m.shell.homeLink}>
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      <span className="text-xl tracking-tight">{m.common.appName}</span>
    </Link>
  );
}
