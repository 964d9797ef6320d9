import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { inputClass } from "./field";
import { FieldFrame } from "./field-frame";

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  /** The first, empty choice ("Choose...", "Not specified"). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  /** Options in labelled groups (a size list by size system), after the ungrouped ones. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  error?: string;
  hint?: string;
}

/** A labelled native select: small, accessible and familiar on phones. */
export function SelectField({
  label,
  placeholder,
  options,
  groups = [],
  error,
  hint,
  className,
  id,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select {...control} className={cn(inputClass, "h-11 pr-8")} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
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
      )}
    </FieldFrame>
  );
}
