import { language } from "../active-language";

/**
 * A page's long text in the active language. Each content module lists its page's text in every
 * language (`import.meta.glob`), and awaits only the active one at its top level, so a page's
 * chunk brings exactly one language of its text, and only when the page is opened. A language
 * whose text is not written yet shows the English.
 */
export async function loadContent<T>(
  languages: Record<string, () => Promise<Record<string, unknown>>>,
  name: string,
): Promise<T> {
  const find = (lang: string) => Object.entries(languages).find(([path]) => path.startsWith(`../${lang}/`))?.[1];
  const load = find(language) ?? find("en");
  if (!load) throw new Error(`no text for ${name}`);
  return (await load())[name] as T;
}
