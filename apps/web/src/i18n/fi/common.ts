import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");

export const common: Messages["common"] = {
  appName: "Kierto",
  tagline: "Käytettyä muotia Suomessa",
  loading: "Ladataan...",
  save: "Tallenna",
  cancel: "Peruuta",
  close: "Sulje",
  back: "Takaisin",
  retry: "Yritä uudelleen",
  unexpectedError: "Tapahtui odottamaton virhe. Yritä uudelleen.",
  networkError: "Yhteys Kiertoon ei onnistunut. Tarkista verkkoyhteytesi ja yritä uudelleen.",
  tooManyRequests: "Liian monta yritystä. Odota hetki ja yritä uudelleen.",
  tooManyRequestsWait: (seconds: number) =>
    seconds < 60
      ? `Liian monta yritystä. Yritä uudelleen ${plural(seconds, { one: "sekunnin", other: `${seconds} sekunnin` })} kuluttua.`
      : `Liian monta yritystä. Yritä uudelleen ${plural(Math.ceil(seconds / 60), { one: "minuutin", other: `${Math.ceil(seconds / 60)} minuutin` })} kuluttua.`,
  pageTitle: (title: string) => `${title} · Kierto`,
  toasts: { label: "Ilmoitukset", close: "Sulje ilmoitus" },
  deletedUser: "Poistettu käyttäjä",
  lastSeen: {
    unknown: "ei tiedossa",
    online: "juuri nyt",
    minutesAgo: (minutes: number) => `${minutes} min sitten`,
    hoursAgo: (hours: number) => `${hours} t sitten`,
  },
};
