import { type ReactNode, useId } from "react";

/** One choice among a few, each a labelled radio button, under a legend (and an optional hint). */
export function RadioChoices<T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  hint?: string;
  options: readonly T[];
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
  label(value: NoInfer<T>): ReactNode;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-900">{legend}</legend>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
      <div className="mt-2 space-y-1">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-emerald-700"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
