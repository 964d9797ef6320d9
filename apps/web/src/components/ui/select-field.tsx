import { type ComponentProps, useId } from "react";
import { cn } from "@/lib/cn";
import { inputClass } from "./field";

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  /** The first, empty choice ("Choose...", "Not specified"). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
}

/** A labelled native select: small, accessible and familiar on phones. */
export function SelectField({ label, placeholder, options, error, hint, className, id, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={cn(inputClass, "h-11 pr-8")}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && !error && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
