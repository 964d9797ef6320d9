import type { about as enAbout } from "../../en/info/about";
import { type Block, link } from "../../en/info/rich-text";

const story: Block[] = [
  "Kierto betyder ”kretslopp” på finska. Vi startade Kierto i Tammerfors 2024 eftersom våra garderober var fulla av fina kläder som ingen använde, samtidigt som samma rockar och jeans köptes nya några kvarter bort.",
  "Att sälja second hand ska vara lika enkelt som att köpa nytt, och lika tryggt. Därför byggde vi en marknadsplats bara för kläder, skor och accessoarer, gjord för Finland: priser i euro, överlämningar på din egen ort och kortbetalningar via en leverantör du redan litar på.",
];

const principles = [
  {
    title: "Ärliga annonser",
    body: "Varje annons visar den faktiska varan på riktiga bilder och anger storleken. Efter varje genomförd affär kan köparen och säljaren ge varandra omdömen.",
  },
  {
    title: "Trygga betalningar",
    body: "Kortbetalningar går via vår betalningsleverantörs säkra kassa, och Kierto ser aldrig ditt kortnummer. En affär är klar först när båda parterna har bekräftat den.",
  },
  {
    title: "Integritet som utgångspunkt",
    body: "Vi tar bort platsuppgifter och annan metadata från varje bild, använder bara de kakor som tjänsten behöver och säljer aldrig dina uppgifter.",
  },
  {
    title: "Människor, inte bara kod",
    body: "Våra moderatorer läser varje anmälan, och en riktig människa svarar på varje meddelande du skickar oss, oftast inom ett dygn.",
  },
];

const more: Block[] = [
  [
    "Ny här? Läs ",
    link("hur Kierto fungerar", "howItWorks"),
    " eller titta bland ",
    link("vanliga frågor", "faq"),
    ".",
  ],
  ["Press, samarbetspartner och alla andra: ", link("kontakta oss", "contact"), "."],
];

export const about: typeof enAbout = {
  title: "Om Kierto",
  description:
    "Kierto är en marknadsplats för second hand-mode från Finland: varför vi startade den, vad vi tror på och Kierto i siffror.",
  lead: "En marknadsplats som håller bra kläder i användning, gjord i Finland för folk i Finland.",
  storyHeading: "Vår historia",
  story,
  figures: {
    heading: "Kierto i siffror",
    items: [
      { value: "2024", label: "startade Kierto, i Tammerfors" },
      { value: "6\u00a0t", label: "kläder har hållits i användning hittills" },
      { value: "9 av 10", label: "tvister har medlemmarna löst själva" },
      { value: "100\u00a0%", label: "av bilderna rensas från platsuppgifter" },
    ],
  },
  principlesHeading: "Det här står vi för",
  principles,
  moreHeading: "Läs mer",
  more,
};
