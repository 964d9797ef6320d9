import { suggestBrands } from "@kierto/shared";
import { type Ref, useId, useState } from "react";
import { cn } from "@/lib/cn";

export interface BrandComboboxText {
  /** The suggestion list's accessible name. */
  suggestions: string;
  /** Read out when nothing in the list matches: the typed text is used as it is. */
  noSuggestion: string;
  /** Read out as the list changes: how many suggestions, and how to move through them. */
  suggestionCount(count: number): string;
}

/**
 * A brand typed freely, with the known brands as suggestions: the ARIA 1.2 combobox pattern (an
 * input with a list popup). Down and Up move through the list (Down also opens it), Enter takes
 * the highlighted brand, Escape closes the list or, when closed, empties the field; the
 * highlighted option is announced through aria-activedescendant, the count through a polite
 * live region. Any text is a value: the list only spares typing and spelling.
 */
export function BrandCombobox({
  value,
  onChange,
  onPick,
  text,
  inputRef,
  className,
  inputClassName,
  listClassName,
  ...inputProps
}: {
  value: string;
  onChange(value: string): void;
  /** A suggestion was taken (the filter applies it at once, without waiting for a pause in typing). */
  onPick?(value: string): void;
  text: BrandComboboxText;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  inputClassName: string;
  listClassName?: string;
  id: string;
  placeholder?: string;
  maxLength?: number;
  name?: string;
  onBlur?(): void;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-label"?: string;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = suggestBrands(value).filter((brand) => brand !== value);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (brand: string) => {
    onChange(brand);
    onPick?.(brand);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className={cn("relative", className)}>
      <input
        {...inputProps}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        className={inputClassName}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          inputProps.onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            if (!expanded) {
              setOpen(true);
              setActive(event.key === "ArrowDown" ? 0 : suggestions.length - 1);
              return;
            }
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((current) => (current + step + suggestions.length) % suggestions.length);
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            const brand = suggestions[active];
            if (brand) pick(brand);
          } else if (event.key === "Escape") {
            if (expanded) {
              event.preventDefault();
              setOpen(false);
              setActive(-1);
            } else if (value) {
              event.preventDefault();
              onChange("");
            }
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={text.suggestions}
        hidden={!expanded}
        className={cn(
          "absolute z-20 mt-1 max-h-64 w-full min-w-48 overflow-y-auto rounded-lg border border-stone-300 bg-white py-1 shadow-lg",
          listClassName,
        )}
      >
        {suggestions.map((brand, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input, which keeps the focus, takes the keys for the list (aria-activedescendant).
          <div
            key={brand}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the input, so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(brand)}
            className={cn(
              "cursor-pointer px-3 py-2 text-base text-stone-900",
              index === active ? "bg-brand-100 text-brand-900" : "hover:bg-stone-100",
            )}
          >
            {brand}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {open && value.trim()
          ? suggestions.length > 0
            ? text.suggestionCount(suggestions.length)
            : text.noSuggestion
          : ""}
      </p>
    </div>
  );
}
