import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { PHONE_ACTION_BAR_SLOT_ID } from "./phone-action-bar-slot";

/**
 * A page's main actions kept in view on a phone (the product page's price, Buy Now and Message)
 * while the person scrolls through photos and details. Drawn into the tab bar's fixed block, just
 * above the tabs, so the two never overlap whatever height the tab labels wrap to. Shown only where the tab bar is (below md);
 * the page shows the same actions in its flow at wider sizes, and hides those below md.
 */
export function PhoneActionBar({ label, children }: { label: string; children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(PHONE_ACTION_BAR_SLOT_ID)), []);
  if (!slot) return null;
  return createPortal(
    <section
      aria-label={label}
      className="border-t border-stone-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]"
    >
      {children}
    </section>,
    slot,
  );
}

/** Room at the end of a page with a phone action bar, so its last lines can scroll above the bar. */
export function PhoneActionBarSpace() {
  return <div aria-hidden className="h-16 md:hidden" />;
}
