import { Handshake, Package, Truck } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const icons = { hand_delivery: Handshake, shipping: Truck, both: Package } as const;

/** The delivery choice as large radio cards: hand delivery, shipping, or either. */
export function DeliveryMethodField({
  label,
  options,
  ...input
}: Omit<ComponentProps<"input">, "type"> & {
  label: string;
  options: { value: keyof typeof icons; label: string }[];
}) {
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-medium text-stone-800">{label}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {options.map((option) => {
          const Icon = icons[option.value];
          return (
            <label
              key={option.value}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-3 text-sm font-medium text-stone-900",
                "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700",
                "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700",
              )}
            >
              <input type="radio" value={option.value} className="size-4 accent-brand-700" {...input} />
              <Icon aria-hidden className="size-5 text-stone-600" />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
