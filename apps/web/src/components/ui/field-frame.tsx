import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  className?: string;
  /** Renders the control with the ids and aria attributes that tie it to its label and messages. */
  children(control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }): ReactNode;
}

/**
 * The label, hint and error around a form control, wired as `Field` wires them: the hint and the
 * error are announced with the control (aria-describedby) and an error marks it invalid.
 */
export function FieldFrame({ label, hint, error, id, className, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
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
