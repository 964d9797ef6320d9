/** The calendar year of `at` in Finnish time. */
export function helsinkiYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Helsinki", year: "numeric" }).format(at));
}
