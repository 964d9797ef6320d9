import { MapPin, Truck } from "lucide-react";
import { useMessages } from "@/i18n";

/** A listing offered both ways: the buyer picks hand delivery or shipping, as two radio cards. */
export function DeliveryChoice({
  method,
  onChange,
}: {
  method: "hand_delivery" | "shipping";
  onChange(method: "hand_delivery" | "shipping"): void;
}) {
  const t = useMessages().payments.checkout.delivery;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{t.choose}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {(["hand_delivery", "shipping"] as const).map((value) => {
          const Icon = value === "shipping" ? Truck : MapPin;
          return (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="delivery-method"
                value={value}
                checked={method === value}
                onChange={() => onChange(value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-600" />
              <span>
                <span className="block font-semibold text-stone-900">{t[value].title}</span>
                <span className="block text-stone-700">{t[value].body}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
