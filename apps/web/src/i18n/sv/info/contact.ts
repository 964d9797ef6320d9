import type { contact as enContact } from "../../en/info/contact";
import { type InlineLink, link } from "../../en/info/rich-text";
import { auth } from "../auth";
import { moderation } from "../moderation";

const asideItems: { title: string; body: string; link: InlineLink }[] = [
  {
    title: "Snabba svar",
    body: "Betalningar, bilder, omdömen och kontoinställningar förklaras bland de vanliga frågorna.",
    link: link("Läs vanliga frågor", "faq"),
  },
  {
    title: "Problem med en affär",
    body: "Ge först den andra medlemmen 48 timmar att reda ut saken i chatten. I vår policy för tvistlösning kan du läsa vad som händer sedan.",
    link: link("Läs policyn för tvistlösning", "disputePolicy"),
  },
  {
    title: "Någon beter sig illa",
    body: `Välj ${moderation.report} i chattens meny så tittar en moderator på saken. Är du i fara, ring 112.`,
    link: link("Så fungerar anmälan och blockering", "howItWorks", "safety"),
  },
];

export const contact: typeof enContact = {
  title: "Kontakta oss",
  description:
    "Skriv till Kierto om ditt konto, en betalning, en tvist, säkerhet eller något annat. Vi svarar inom 24 timmar.",
  intro: "Frågor, problem eller idéer? Berätta, så svarar en riktig människa på Kierto. Alla fält är obligatoriska.",
  formLabel: "Kontaktformulär",
  fullName: "För- och efternamn",
  email: auth.email,
  emailHint: "Vi svarar till den här adressen.",
  category: "Ämnesområde",
  categoryPlaceholder: "Välj ämnesområde",
  subject: "Rubrik",
  message: "Meddelande",
  messageHint: "Gäller frågan en annons eller en affär? Skriv då med varans rubrik.",
  categories: {
    general: "Allmän fråga",
    technical: "Tekniskt problem",
    account: "Konto och profil",
    payment: "Betalningar och återbetalningar",
    dispute: "Tvist med en annan medlem",
    safety: "Säkerhet och anmälningar",
    feedback: "Respons och idéer",
    press: "Press och samarbeten",
  },
  required: {
    fullName: "Ange ditt för- och efternamn.",
    email: "Ange din e-postadress.",
    category: "Välj ett ämnesområde.",
    subject: "Skriv en rubrik.",
    message: "Skriv ditt meddelande.",
  },
  invalidEmail: "Ange en giltig e-postadress.",
  tooLong: (max: number) => `Använd högst ${max} tecken.`,
  send: "Skicka meddelandet",
  sending: "Skickar…",
  sentTitle: "Meddelandet är skickat!",
  sentBody: "Vi svarar inom 24 timmar.",
  disputeShortcut: {
    title: "Gäller det ett av dina köp?",
    body: "Anmäl problemet på köpets sida: betalningen hålls kvar åt dig, säljaren har 72 timmar på sig att svara, och våra moderatorer avgör om ni inte kommer överens.",
    report: (title: string) => `Anmäl ett problem med ”${title}”`,
    open: (title: string) => `Se ärendet om ”${title}”`,
  },
  aside: {
    heading: "Innan du skriver",
    items: asideItems,
  },
};
