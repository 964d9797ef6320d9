import { useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { formatDecimal } from "@/lib/format";
import { parsePriceInput } from "@/lib/price-input";

/**
 * The listing price as the seller writes it ('25,00' or '25.00'): a text field with a decimal
 * keyboard rather than `type="number"`, whose browsers read a decimal comma by their own language
 * and not the page's (docs/decisions/0022-prices-typed-as-text.md). The form's value is the number in euros (NaN while the
 * text is no price), so the shared price schema checks it as before.
 */
export function PriceField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  label,
  error,
  hint,
  optional = false,
  className,
}: {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  error?: string;
  hint?: string;
  /** An optional amount (the lowest offer): a blank field is null, not a price the schema refuses. */
  optional?: boolean;
  className?: string;
}) {
  const { field } = useController({ control, name });
  const [text, setText] = useState(() =>
    typeof field.value === "number" && !Number.isNaN(field.value) ? formatDecimal(field.value, 2) : "",
  );
  return (
    <Field
      label={label}
      className={className}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      required={!optional}
      hint={hint}
      error={error}
      name={field.name}
      ref={field.ref}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        const blank = event.target.value.trim() === "";
        field.onChange(optional && blank ? null : parsePriceInput(event.target.value));
      }}
    />
  );
}
