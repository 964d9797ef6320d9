import type { landing as enLanding } from "../../en/info/landing";
import { options } from "../options";
import { limits } from "./limits";

export const landing: typeof enLanding = {
  title: "Second hand-mode som går vidare i Finland",
  description:
    "Köp och sälj begagnade kläder, skor och accessoarer i Finland. Riktiga bilder, chatt med säljaren, kortbetalning eller överlämning på plats. Gratis att gå med.",
  navLabel: "Huvudmeny",
  browse: "Bläddra bland varorna",
  logIn: "Logga in",
  join: "Gå med gratis",
  hero: {
    eyebrow: "Marknadsplats för second hand-mode",
    heading: "Ge bra kläder ett nytt varv",
    lead: "På Kierto säljer folk i Finland vidare kläderna de inte längre använder, och hittar dem de kommer att använda. Lägg ut en vara på några minuter, chatta med köparen eller säljaren och betala med kort eller vid överlämningen.",
    note: "Gratis att gå med och gratis att annonsera.",
  },
  categories: {
    heading: "Börja med en kategori",
    names: options.category,
  },
  figures: {
    heading: "Kierto i siffror",
    items: [
      { value: "15\u00a0000+", label: "plagg har fått en ny ägare" },
      { value: "4,8/5", label: "i snittbetyg mellan medlemmarna" },
      { value: "19", label: "landskap, från Nyland till Lappland" },
      { value: "0\u00a0€", label: "kostar det att lägga ut en annons" },
    ],
  },
  features: {
    heading: "Därför köper och säljer man här",
    items: [
      {
        title: "Riktiga bilder, ärliga annonser",
        body: `Säljarna visar den faktiska varan på upp till ${limits.photos} bilder. Vi tar bort platsuppgifter och annan dold information från varje bild.`,
      },
      {
        title: "Betala som det passar dig",
        body: "Betala med kort på vår betalningsleverantörs säkra sida, eller kom överens om en överlämning i chatten och betala på plats.",
      },
      {
        title: "Båda bekräftar",
        body: "En affär är klar först när både köparen och säljaren har bekräftat den. Sedan kan ni ge varandra omdömen.",
      },
    ],
  },
  steps: {
    heading: "Från en garderob till nästa",
    items: [
      { title: "Lägg ut", body: "Ta några bilder, ange storlek och ett rimligt pris och publicera." },
      { title: "Chatta", body: "Svara på frågor och kom överens om leveransen i Kiertos chatt." },
      { title: "Skicka vidare", body: "Lämna över eller skicka varan, bekräfta affären och ge ett omdöme." },
    ],
    more: "Se hur Kierto fungerar",
  },
  cta: {
    heading: "Kläder du inte längre använder?",
    body: "Någon i närheten letar efter just den jackan. Skapa ett gratis konto och lägg ut den i dag.",
    join: "Gå med gratis",
    browse: "Titta runt först",
  },
};
