import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");

export const profile: Messages["profile"] = {
  edit: "Redigera profilen",
  editTitle: "Redigera din profil",
  displayName: "Visningsnamn",
  city: "Ort",
  cityHint: "Köparna ser var varan kan hämtas.",
  bio: "Om mig",
  bioHint: "Några ord om dig och din stil (högst 500 tecken).",
  saving: "Sparar…",
  updated: "Profilen är uppdaterad!",
  updateError: "Profilen kunde inte uppdateras",
  avatarChange: "Byt bild",
  avatarUploading: "Laddar upp…",
  avatarUpdated: "Profilbilden är uppdaterad!",
  avatarError: "Profilbilden kunde inte laddas upp",
  verified: "Verifierad",
  verifiedLabel: "E-postadressen är bekräftad",
  rating: (average: string, count: number) =>
    `${average} av 5 baserat på ${plural(count, { one: "1 omdöme", other: `${count} omdömen` })}`,
  itemsListed: (count: number) => plural(count, { one: "1 annons", other: `${count} annonser` }),
  lastSeen: (text: string) => `Senast sedd: ${text}`,
  noCity: "Ingen ort angiven",
  noBio: "Ingen presentation än.",
  loadError: "Vi kunde inte läsa in din profil.",
  settings: "Kontoinställningar",
  listFirstItem: "Lägg ut din första vara",
  noListings: "Du har inte lagt ut något än.",
  noSold: "Inga sålda varor än.",
  soldBody: "Varorna du säljer visas här.",
  listingsLabel: "Mina annonser",
  soldLabel: "Sålda varor",
};
