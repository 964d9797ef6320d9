import { type ComponentProps, useId } from "react";
import { cn } from "@/lib/cn";
import { inputClass } from "./field";

interface TextareaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input, with its hint and error announced with it. */
export function TextareaField({ label, hint, error, className, id, ...props }: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={cn(inputClass, "min-h-32 resize-y")}
        {...props}
      />
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
