import { Menu } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";

/**
 * On phones the bottom bar is the one navigation; the pages it has no room for (Profile, Following, Wallet,
 * and for staff Moderation and Admin) open from this menu in the header. A Radix menu, so it
 * opens and moves with the keyboard.
 */
export function MoreMenu({ label, links }: { label: string; links: readonly (readonly [string, string])[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className="flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100 md:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          {links.map(([to, text]) => (
            <DropdownMenu.Item key={to} asChild>
              <Link
                to={to}
                className="flex rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-stone-100"
              >
                {text}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
