import { useId } from "react";
import { BrandCombobox } from "@/components/ui/brand-combobox";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { activePillClass, pillClass } from "./filter-pills";

/** The brand filter as a pill: typed text finds brands containing it; a suggestion applies at once. */
export function BrandPill({
  value,
  onChange,
  onPick,
}: {
  value: string;
  onChange(value: string): void;
  onPick(value: string): void;
}) {
  const f = useMessages().listings.filters;
  const id = useId();
  return (
    // Relative, so the label and live region a screen reader reads (sr-only, absolutely placed)
    // stay inside the sideways-scrolling filter row instead of widening a phone's page.
    <div className="relative shrink-0">
      <label htmlFor={id} className="sr-only">
        {f.brand}
      </label>
      <BrandCombobox
        id={id}
        value={value}
        onChange={onChange}
        onPick={onPick}
        placeholder={f.brand}
        inputClassName={cn(pillClass, "w-32 px-3.5 placeholder:text-stone-600", value.trim() && activePillClass)}
        text={{
          suggestions: f.brandSuggestions,
          noSuggestion: f.brandNoSuggestion,
          suggestionCount: f.brandSuggestionCount,
        }}
      />
    </div>
  );
}
