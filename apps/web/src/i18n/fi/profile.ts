import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");

export const profile: Messages["profile"] = {
  edit: "Muokkaa profiilia",
  editTitle: "Muokkaa profiiliasi",
  displayName: "Näyttönimi",
  city: "Paikkakunta",
  cityHint: "Ostajat näkevät, mistä tuotteen voi noutaa.",
  bio: "Esittely",
  bioHint: "Muutama sana sinusta ja tyylistäsi (enintään 500 merkkiä).",
  saving: "Tallennetaan...",
  updated: "Profiili päivitetty!",
  updateError: "Profiilin päivittäminen epäonnistui",
  avatarChange: "Vaihda kuva",
  avatarUploading: "Ladataan...",
  avatarUpdated: "Profiilikuva päivitetty!",
  avatarError: "Profiilikuvan lataaminen epäonnistui",
  verified: "Vahvistettu",
  verifiedLabel: "Sähköpostiosoite vahvistettu",
  rating: (average: string, count: number) =>
    `${average}/5, ${plural(count, { one: "1 arvio", other: `${count} arviota` })}`,
  itemsListed: (count: number) => plural(count, { one: "1 ilmoitus", other: `${count} ilmoitusta` }),
  lastSeen: (text: string) => `Viimeksi paikalla: ${text}`,
  noCity: "Ei paikkakuntaa",
  noBio: "Ei vielä esittelyä.",
  loadError: "Profiiliasi ei saatu ladattua.",
  settings: "Tilin asetukset",
  listFirstItem: "Jätä ensimmäinen ilmoituksesi",
  noListings: "Et ole vielä jättänyt yhtään ilmoitusta.",
  noSold: "Ei vielä myytyjä tuotteita.",
  soldBody: "Myymäsi tuotteet näkyvät täällä.",
  listingsLabel: "Omat ilmoitukset",
  soldLabel: "Myydyt tuotteet",
};
