import type { Language } from "@kierto/shared";

/** A Snowball stemmer: a lower-case word to its stem. */
export type Stemmer = (word: string) => string;

/**
 * The key a word is matched by in a language: its Snowball stem, and in Finnish what Snowball
 * leaves apart folded together (docs/decisions/0084). Finnish bends a word's stem as well as its
 * ending, and Snowball drops a stem's last vowel in some forms only: 'palautus', 'palautuksen',
 * 'palautusta' stem to 'palautus', 'palautuks', 'palautu'; 'kengät' to 'keng' and 'kenkä' to
 * 'kenk'; 'kauppa' to 'kaup' and 'kaupat' to 'kaupa'. So the -s / -ks of such nouns (and the -d of
 * their 'oikeuden' kin) is dropped, the consonant gradation pairs are folded one way (kk/k, pp/p,
 * tt/t, ng/nk, nn/nt, ll/lt, rr/rt, mm/mp, d/t), and a plural's i or j at the end, as the feed's
 * own Finnish keys do (migration 0015), then a last vowel. Folding joins a few different words as
 * well; a help page's search that finds a little more is better than one that misses a form.
 * Swedish and English stems need none.
 */
export function wordKeyFor(language: Language, stem: Stemmer): (word: string) => string {
  if (language !== "fi") return stem;
  return (word) =>
    stem(word)
      .replace(/([uyoö])(?:k?s|d)$/u, "$1")
      .replace(/([kpt])\1/gu, "$1")
      .replace(/ng/gu, "nk")
      .replace(/nn/gu, "nt")
      .replace(/ll/gu, "lt")
      .replace(/rr/gu, "rt")
      .replace(/mm/gu, "mp")
      .replace(/d/gu, "t")
      .replace(/^(.{3,}?)[ij]$/u, "$1")
      .replace(/^(.{3,}?)[aeiouyäö]$/u, "$1");
}
