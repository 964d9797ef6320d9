/** A question and its answer as plain text. */
export interface SearchableEntry {
  id: string;
  text: string;
}

/** Keys at least this long also match a key a little longer or shorter ('paket', 'paketet'). */
const LOOSE_KEY_LENGTH = 5;
/** How many letters two such keys may differ by at their end. */
const LOOSE_KEY_SLACK = 2;

/**
 * The FAQ's search (docs/product-rules.md#information-pages): every word typed must appear in a
 * question or its answer, whatever its case, as typed (a part of a word, while typing) or in
 * another form of the same word (docs/decisions/0084): 'palautus' finds 'palautuksen', 'jackor'
 * finds 'jackan', 'returns' finds 'returned'. Two words are forms of one when their keys
 * (word-key.ts) are the same, when one ends the other (the last part of a compound,
 * 'sähköpostiosoitteesi' for 'osoite'), or, for longer keys, when they differ only by a letter or
 * two at the end. Gives the ids of the entries found, or null when nothing is typed.
 */
export function faqSearch(entries: SearchableEntry[], wordKey: (word: string) => string, locale: string) {
  const normalise = (text: string) => text.toLocaleLowerCase(locale);
  const wordsOf = (text: string) => normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const indexed = entries.map((entry) => ({
    id: entry.id,
    text: normalise(entry.text),
    keys: [...new Set(wordsOf(entry.text).map(wordKey))],
  }));

  return (query: string): Set<string> | null => {
    const typed = normalise(query).split(/\s+/).filter(Boolean);
    if (typed.length === 0) return null;
    const words = typed.map((word) => ({ word, keys: wordsOf(word).map(wordKey) }));
    return new Set(
      indexed
        .filter((entry) =>
          words.every(
            ({ word, keys }) =>
              entry.text.includes(word) ||
              (keys.length > 0 && keys.every((key) => entry.keys.some((other) => sameWord(key, other)))),
          ),
        )
        .map((entry) => entry.id),
    );
  };
}

/** Whether a typed word's key and a text's word's key are forms of one word. */
function sameWord(typed: string, written: string): boolean {
  if (typed === written) return true;
  if (typed.length >= 4 && written.endsWith(typed)) return true;
  const [shorter, longer] = typed.length <= written.length ? [typed, written] : [written, typed];
  return (
    shorter.length >= LOOSE_KEY_LENGTH &&
    longer.length - shorter.length <= LOOSE_KEY_SLACK &&
    longer.startsWith(shorter)
  );
}
