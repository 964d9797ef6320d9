import { ChevronDown } from "lucide-react";
import { Accordion as Radix } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * Radix's accordion with Kierto's looks. Radix provides the keyboard behaviour (Enter and Space
 * toggle, arrow keys, Home and End move between questions) and the aria-expanded wiring.
 */
export const Accordion = ({ className, ...props }: ComponentProps<typeof Radix.Root>) => (
  <Radix.Root
    className={cn("divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white", className)}
    {...props}
  />
);

export function AccordionItem({
  value,
  id,
  title,
  headingLevel: Heading = "h3",
  children,
}: {
  value: string;
  /** An anchor for the item, so a link can lead to it. */
  id?: string;
  title: ReactNode;
  /** The heading that wraps the trigger, so the questions sit in the page's outline. */
  headingLevel?: "h2" | "h3" | "h4";
  children: ReactNode;
}) {
  return (
    <Radix.Item value={value} id={id} className="group scroll-mt-24 first:rounded-t-xl last:rounded-b-xl">
      <Radix.Header asChild>
        <Heading className="text-base">
          <Radix.Trigger className="flex w-full items-center justify-between gap-4 rounded-xl px-4 py-4 text-left font-medium text-stone-900 hover:bg-stone-50 sm:px-5">
            <span>{title}</span>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180"
            />
          </Radix.Trigger>
        </Heading>
      </Radix.Header>
      <Radix.Content className="px-4 pb-5 text-stone-700 sm:px-5">{children}</Radix.Content>
    </Radix.Item>
  );
}
