import { isLanguage } from "@kierto/shared";
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { availableLanguages, language, useMessages } from "@/i18n";
import { LANGUAGE_NAMES } from "@/i18n/language-names";
import { cn } from "@/lib/cn";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";

/**
 * The language switcher of the headers and the footer: a labelled native select, usable with the
 * keyboard and read out by screen readers as what it is. It offers only the languages this build
 * has a catalogue for. In the header the label is for screen readers only, beside an icon.
 */
export function LanguageSelect({ compact = false, className }: { compact?: boolean; className?: string }) {
  const m = useMessages();
  const id = useId();
  const [pending, setPending] = useState(false);
  if (availableLanguages.length < 2) return null;

  const onChange = async (value: string) => {
    if (!isLanguage(value) || value === language) return;
    setPending(true);
    try {
      // Loaded when chosen: it is no part of a first load.
      const { chooseLanguage } = await import("../api/choose-language");
      await chooseLanguage(value);
    } catch (error) {
      toast.error(errorText(error));
      setPending(false);
    }
  };

  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      {compact && <Languages aria-hidden className="size-4 text-stone-600" />}
      <label htmlFor={id} className={cn(compact ? "sr-only" : "text-sm text-stone-700")}>
        {m.shell.language}
      </label>
      <select
        id={id}
        value={language}
        disabled={pending}
        onChange={(event) => void onChange(event.target.value)}
        className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
      >
        {availableLanguages.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
