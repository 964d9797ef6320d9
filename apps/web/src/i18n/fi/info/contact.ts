import type { contact as enContact } from "../../en/info/contact";
import { link } from "../../en/info/rich-text";
import { moderation } from "../moderation";

const asideItems: typeof enContact.aside.items = [
  {
    title: "Nopeat vastaukset",
    body: "Maksut, kuvat, arviot ja tilin asetukset on selitetty usein kysytyissä kysymyksissä.",
    link: link("Lue usein kysytyt kysymykset", "faq"),
  },
  {
    title: "Ongelma kaupassa",
    body: "Anna toiselle jäsenelle ensin 48 tuntia aikaa ratkaista asia keskustelussa. Riitojen ratkaisua koskevasta ohjeesta näet, mitä sen jälkeen tapahtuu.",
    link: link("Lue riitojen ratkaisun ohje", "disputePolicy"),
  },
  {
    title: "Joku käyttäytyy asiattomasti",
    body: `Valitse keskustelun valikosta ”${moderation.report}”, niin moderaattori selvittää asian. Jos olet vaarassa, soita 112.`,
    link: link("Näin ilmoittaminen ja estäminen toimivat", "howItWorks", "safety"),
  },
];

/** docs/product-rules.md#information-pages Contact, in Finnish. */
export const contact: typeof enContact = {
  title: "Ota yhteyttä",
  description:
    "Kirjoita Kierron tiimille tilistäsi, maksusta, riita-asiasta, turvallisuudesta tai mistä tahansa muusta. Vastaamme 24 tunnin kuluessa.",
  intro:
    "Kysymyksiä, ongelmia tai ideoita? Kerro meille, niin Kierron tiimistä vastaa oikea ihminen. Kaikki kentät ovat pakollisia.",
  formLabel: "Yhteydenottolomake",
  fullName: "Koko nimi",
  email: "Sähköposti",
  emailHint: "Vastaamme tähän osoitteeseen.",
  category: "Aihe",
  categoryPlaceholder: "Valitse aihe",
  subject: "Otsikko",
  message: "Viesti",
  messageHint: "Jos kysymyksesi koskee ilmoitusta tai kauppaa, mainitse sen otsikko.",
  categories: {
    general: "Yleinen kysymys",
    technical: "Tekninen ongelma",
    account: "Tili ja profiili",
    payment: "Maksut ja palautukset",
    dispute: "Riita toisen jäsenen kanssa",
    safety: "Turvallisuus ja ilmoitukset",
    feedback: "Palaute ja ideat",
    press: "Media ja yhteistyö",
  },
  required: {
    fullName: "Anna koko nimesi.",
    email: "Anna sähköpostiosoitteesi.",
    category: "Valitse aihe.",
    subject: "Anna otsikko.",
    message: "Kirjoita viestisi.",
  },
  invalidEmail: "Anna kelvollinen sähköpostiosoite.",
  tooLong: (max: number) => `Käytä enintään ${max} merkkiä.`,
  send: "Lähetä viesti",
  sending: "Lähetetään...",
  sentTitle: "Viesti lähetetty!",
  sentBody: "Vastaamme sinulle 24 tunnin kuluessa.",
  disputeShortcut: {
    title: "Koskeeko asia jotakin ostostasi?",
    body: "Ilmoita ongelmasta kaupan sivulla: maksu pysyy pidossa puolestasi, myyjällä on 72 tuntia aikaa vastata, ja moderaattorimme ratkaisevat, jos ette pääse sopuun.",
    report: (title: string) => `Ilmoita ongelmasta: ”${title}”`,
    open: (title: string) => `Katso tapaus: ”${title}”`,
  },
  aside: {
    heading: "Ennen kuin kirjoitat",
    items: asideItems,
  },
};
