import { Ban, EllipsisVertical, Flag } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef, useState } from "react";
import { useMessages } from "@/i18n";
import { BlockDialog } from "./block-dialog";
import { ReportDialog } from "./report-dialog";

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none select-none " +
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-stone-400";

/**
 * docs/product-rules.md#blocks-and-reports Chat moderation menu: report the other person to the moderators, or block them.
 * A Radix menu, so it opens and moves with the keyboard; each action opens its own dialog.
 */
export function ModerationMenu({
  chatId,
  otherParty,
  blockedByMe,
  onBlocked,
}: {
  chatId: string;
  otherParty: { id: string; displayName: string };
  blockedByMe: boolean;
  onBlocked(): void;
}) {
  const m = useMessages().moderation;
  const [dialog, setDialog] = useState<"report" | "block" | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The menu item that opened a dialog is gone when it closes: focus goes back to the menu button.
  const returnFocus = () => triggerRef.current?.focus();

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          aria-label={m.menuLabel}
          title={m.menuLabel}
          className="flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
        >
          <EllipsisVertical aria-hidden className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-44 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item
              className={`${itemClass} text-stone-800 data-[highlighted]:bg-stone-100`}
              onSelect={() => setDialog("report")}
            >
              <Flag aria-hidden className="size-4" />
              {m.report}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={`${itemClass} text-red-800 data-[highlighted]:bg-red-50`}
              disabled={blockedByMe}
              onSelect={() => setDialog("block")}
            >
              <Ban aria-hidden className="size-4" />
              {blockedByMe ? m.blocked : m.block}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <ReportDialog
        open={dialog === "report"}
        onOpenChange={(open) => setDialog(open ? "report" : null)}
        reported={otherParty}
        chatId={chatId}
        returnFocus={returnFocus}
      />
      <BlockDialog
        open={dialog === "block"}
        onOpenChange={(open) => setDialog(open ? "block" : null)}
        blocked={otherParty}
        onBlocked={onBlocked}
        returnFocus={returnFocus}
      />
    </>
  );
}
