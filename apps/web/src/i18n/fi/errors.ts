import type { FirstViewMessages } from "../messages";

export const errors: FirstViewMessages["errors"] = {
  BAD_REQUEST: "Pyynnössä oli jotain vialla. Yritä uudelleen.",
  VALIDATION_FAILED: "Tarkista lomakkeen tiedot ja yritä uudelleen.",
  UNAUTHENTICATED: "Kirjaudu sisään jatkaaksesi.",
  FORBIDDEN: "Sinulla ei ole oikeutta tehdä tätä.",
  NOT_FOUND: "Sitä ei enää löydy.",
  CONFLICT: "Tietoja muutettiin samaan aikaan muualla. Lataa sivu uudelleen ja yritä uudelleen.",
  RATE_LIMITED: "Liian monta yritystä. Odota hetki ja yritä uudelleen.",
  INTERNAL: "Tapahtui odottamaton virhe. Yritä uudelleen.",
  DATABASE_UNAVAILABLE: "Kierto on hetken poissa käytöstä. Yritä hetken kuluttua uudelleen.",
};
