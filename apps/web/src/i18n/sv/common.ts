import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");

export const common: Messages["common"] = {
  appName: "Kierto",
  tagline: "Second hand-mode i Finland",
  loading: "Laddar…",
  save: "Spara",
  cancel: "Avbryt",
  close: "Stäng",
  back: "Tillbaka",
  retry: "Försök igen",
  unexpectedError: "Något gick fel. Försök igen.",
  networkError: "Det gick inte att nå Kierto. Kontrollera din internetanslutning och försök igen.",
  tooManyRequests: "För många försök. Vänta en stund och försök sedan igen.",
  tooManyRequestsWait: (seconds: number) =>
    seconds < 60
      ? `För många försök. Försök igen om ${plural(seconds, { one: "en sekund", other: `${seconds} sekunder` })}.`
      : `För många försök. Försök igen om ${plural(Math.ceil(seconds / 60), { one: "en minut", other: `${Math.ceil(seconds / 60)} minuter` })}.`,
  pageTitle: (title: string) => `${title} · Kierto`,
  toasts: { label: "Aviseringar", close: "Stäng aviseringen" },
  deletedUser: "Raderad användare",
  /** Always shown after 'Senast sedd:', so the values start in lower case. */
  lastSeen: {
    unknown: "okänt",
    online: "just nu",
    minutesAgo: (minutes: number) => `för ${minutes} min sedan`,
    hoursAgo: (hours: number) => `för ${hours} tim sedan`,
  },
};
