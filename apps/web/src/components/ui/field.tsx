import type { ComponentProps } from "react";
import { FieldFrame } from "./field-frame";

export const inputClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 " +
  "aria-[invalid=true]:border-red-700 disabled:bg-stone-100";

interface FieldProps extends ComponentProps<"input"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function Field({ label, hint, error, className, id, ...props }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input {...control} className={inputClass} {...props} />}
    </FieldFrame>
  );
}
