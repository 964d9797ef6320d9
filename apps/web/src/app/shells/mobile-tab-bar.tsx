import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { PHONE_ACTION_BAR_SLOT_ID } from "@/components/ui/phone-action-bar-slot";
import { cn } from "@/lib/cn";

export interface Tab {
  label: string;
  icon: LucideIcon;
  to?: string;
  onClick?: () => void;
}

/** The bottom bar on small screens, with a page's action bar above it; each tab is a link or, for guests, a button. */
export function MobileTabBar({ label, tabs }: { label: string; tabs: Tab[] }) {
  // 11 px and centred lines, so 'Meddelanden' and 'Omat tuotteet' fit a fifth of a 360 px phone.
  const tabClass =
    "flex min-w-0 flex-1 flex-col items-center gap-0.5 px-0.5 py-2 text-center text-[11px] leading-tight";
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 md:hidden">
      <div id={PHONE_ACTION_BAR_SLOT_ID} />
      <nav aria-label={label} className="border-t border-stone-200 bg-white">
        <ul className="flex">
          {tabs.map(({ label: tabLabel, icon: Icon, to, onClick }) => (
            <li key={tabLabel} className="flex min-w-0 flex-1">
              {to ? (
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(tabClass, isActive ? "text-brand-800 font-semibold" : "text-stone-600")
                  }
                >
                  <Icon aria-hidden className="size-5" />
                  {tabLabel}
                </NavLink>
              ) : (
                <button type="button" onClick={onClick} className={cn(tabClass, "text-stone-600")}>
                  <Icon aria-hidden className="size-5" />
                  {tabLabel}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
