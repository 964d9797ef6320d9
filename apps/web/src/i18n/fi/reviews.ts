import type { Messages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");

export const reviews: Messages["reviews"] = {
  leaveReview: "Anna arvio",
  leaveReviewFor: (name: string) => `Anna arvio: ${name}`,
  submitted: "Arvio annettu",
  dialog: {
    title: (name: string) => `Arvioi ${name}`,
    body: (title: string) => `Miten kauppa tuotteesta "${title}" sujui? Arviosi näkyy hänen profiilissaan.`,
    rating: "Arvosana",
    star: (count: number) => plural(count, { one: "1 tähti", other: `${count} tähteä` }),
    comment: "Kommentti (valinnainen)",
    commentPlaceholder: "Millaista oli asioida hänen kanssaan?",
    counter: (length: number, max: number) => `${length}/${max} merkkiä`,
    submit: "Lähetä arvio",
    submitting: "Lähetetään...",
  },
  toast: {
    submitted: "Arvio lähetetty!",
    submittedBody: "Kiitos palautteestasi.",
    error: "Arvion lähettäminen epäonnistui",
  },
  list: {
    label: "Saadut arviot",
    empty: "Ei vielä arvioita.",
    emptyBody: "Arviot näkyvät täällä valmiiden kauppojen jälkeen.",
    stars: (rating: number) => `${rating}/5 tähteä`,
    about: (title: string) => `Tuote: "${title}"`,
    loadError: "Arvioita ei saatu ladattua.",
    heading: (count: number) => `Arviot (${count})`,
  },
};
