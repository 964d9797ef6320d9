import { type CreateProductInput, LISTING_TEXT_FIELD_MAX_LENGTH } from "@kierto/shared";
import { type Control, useController } from "react-hook-form";
import { BrandCombobox } from "@/components/ui/brand-combobox";
import { inputClass } from "@/components/ui/field";
import { FieldFrame } from "@/components/ui/field-frame";
import { useMessages } from "@/i18n";

/** The brand: free text, with the known brands suggested as the seller types. */
export function BrandField({ control }: { control: Control<CreateProductInput, unknown, unknown> }) {
  const t = useMessages().listings.sell;
  const { field } = useController({ control, name: "brand" });
  return (
    <FieldFrame label={t.brand}>
      {(frame) => (
        <BrandCombobox
          id={frame.id}
          aria-describedby={frame["aria-describedby"]}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={t.brandPlaceholder}
          maxLength={LISTING_TEXT_FIELD_MAX_LENGTH}
          inputClassName={inputClass}
          text={{
            suggestions: t.brandSuggestions,
            noSuggestion: t.brandNoSuggestion,
            suggestionCount: t.brandSuggestionCount,
          }}
        />
      )}
    </FieldFrame>
  );
}
