/** The forms of a phrase for each plural category a language uses; `other` is always required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Picks a phrase's form by the language's own plural rules, so each catalogue writes
 * `plural(count, { one: ..., other: ... })` instead of comparing counts with 1.
 */
export function pluralizer(language: string): (count: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(language);
  return (count, forms) => forms[rules.select(count)] ?? forms.other;
}
