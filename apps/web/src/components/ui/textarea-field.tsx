import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { inputClass } from "./field";
import { FieldFrame } from "./field-frame";

interface TextareaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input, with its hint and error announced with it. */
export function TextareaField({ label, hint, error, className, id, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea {...control} className={cn(inputClass, "min-h-32 resize-y")} {...props} />}
    </FieldFrame>
  );
}
