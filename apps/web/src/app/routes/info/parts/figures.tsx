import { cn } from "@/lib/cn";

/** Marketing figures (static text, docs/product-rules.md#what-kierto-is): the label is read first, the value is shown on top. */
export function Figures({
  items,
  className,
}: {
  items: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-stone-200 bg-white p-5"
        >
          <dt className="mt-1 text-sm text-stone-600">{item.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-brand-800">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
