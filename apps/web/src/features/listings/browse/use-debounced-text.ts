import { useEffect, useRef, useState } from "react";
import { FILTER_DEBOUNCE_MS } from "./feed-filters";

/**
 * A text filter's input: it shows what the person types at once and commits it to the URL
 * after a pause. When the URL changes by other means (back, forward, Clear filters), the input
 * follows it; its own commits coming back through the URL do not overwrite newer typing.
 */
export function useDebouncedText(urlValue: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(urlValue);
  const committed = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (urlValue !== committed.current) {
      committed.current = urlValue;
      setDraft(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    const value = draft.trim();
    if (value === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = value;
      commitRef.current(value);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return [draft, setDraft] as const;
}
