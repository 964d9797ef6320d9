import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";

export const pillClass =
  "h-9 rounded-full border text-sm font-medium transition-colors focus-visible:outline-offset-1 " +
  "border-stone-300 bg-white text-stone-800 hover:border-stone-500";
export const activePillClass = "border-brand-700 bg-brand-50 text-brand-900 hover:border-brand-800";

/** A filter as a compact pill: a native select whose empty choice is the filter's name. */
export function SelectPill<T extends string>({
  label,
  value,
  options,
  groups = [],
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  /** Options in labelled groups, after the ungrouped ones. */
  groups?: readonly { label: string; options: readonly { value: T; label: string }[] }[];
  onChange(value: T | undefined): void;
}) {
  const id = useId();
  return (
    <div className="relative shrink-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        className={cn(pillClass, "appearance-none pr-8 pl-3.5", value && activePillClass)}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-2.5 right-2.5 size-4 text-stone-500" />
    </div>
  );
}

/** A typed filter (brand, city) as a pill-shaped input. */
export function TextPill({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="relative shrink-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={cn(pillClass, "w-32 px-3.5 placeholder:text-stone-600", value.trim() && activePillClass)}
      />
    </div>
  );
}
