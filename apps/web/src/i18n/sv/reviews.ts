import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");

export const reviews: Messages["reviews"] = {
  leaveReview: "Ge omdöme",
  leaveReviewFor: (name: string) => `Ge ${name} ett omdöme`,
  submitted: "Omdömet är skickat",
  dialog: {
    title: (name: string) => `Omdöme om ${name}`,
    body: (title: string) => `Hur gick affären med ”${title}”? Ditt omdöme visas på personens profil.`,
    rating: "Betyg",
    star: (count: number) => plural(count, { one: "1 stjärna", other: `${count} stjärnor` }),
    comment: "Kommentar (valfri)",
    commentPlaceholder: "Hur var det att handla med personen?",
    counter: (length: number, max: number) => `${length}/${max} tecken`,
    submit: "Skicka omdöme",
    submitting: "Skickar…",
  },
  toast: {
    submitted: "Omdömet är skickat!",
    submittedBody: "Tack för att du delar med dig.",
    error: "Omdömet kunde inte skickas",
  },
  list: {
    label: "Mottagna omdömen",
    empty: "Inga omdömen än.",
    emptyBody: "Omdömen visas här efter genomförda affärer.",
    stars: (rating: number) => `${rating} av 5 stjärnor`,
    about: (title: string) => `Gäller ”${title}”`,
    loadError: "Omdömena kunde inte läsas in.",
    heading: (count: number) => `Omdömen (${count})`,
  },
};
