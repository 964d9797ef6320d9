import type { howItWorks as enHowItWorks } from "../../en/info/how-it-works";
import { type Block, link, type RichText } from "../../en/info/rich-text";
import { listingPages as listings } from "../listing-pages";
import { moderation } from "../moderation";
import { transactions } from "../transactions";
import { limits } from "./limits";

interface Step {
  title: string;
  body: readonly Block[];
}

const { sale } = transactions;

const buyerSteps: Step[] = [
  {
    title: "Hitta något du gillar",
    body: [
      "Bläddra och filtrera på kategori, storlek, skick, märke, färg, ort och pris. Du kan titta runt utan konto.",
    ],
  },
  {
    title: "Gå med och fråga säljaren",
    body: [
      "Skapa ett gratis konto och bekräfta din e-postadress. Sedan kan du skriva till säljaren från varans sida och fråga om passform, skavanker eller leverans. Spara varor som favoriter så hittar du dem igen.",
    ],
  },
  {
    title: "Betala med kort eller kom överens om en överlämning",
    body: [
      `”${listings.product.buyNow}” tar dig till kassan, där du ser varan, säljaren, leveranssättet och serviceavgiften på ${limits.serviceFee}, som ingår i priset. Du betalar på vår kortbetalningsleverantörs säkra betalningssida, och varan är reserverad för dig i ${limits.reservation} medan du betalar. Om du avbryter där eller om betalningen nekas dras inga pengar och varan är till salu igen.`,
      "Du kan också komma överens om tid och plats i chatten och betala säljaren direkt när ni ses.",
    ],
  },
  {
    title: "Ta emot varan och bekräfta",
    body: [
      `En affär är klar när ni båda har bekräftat den i chatten. Betalar du med kort är din del bekräftad i och med betalningen; efter en överlämning väljer du ”${sale.confirmPurchase}”.`,
      "Frakt: följ paketet på ordersidan och i chatten. När paketet har kommit fram har du 48 timmar på dig att kontrollera varan och välja ”Allt är OK” (i en paketautomat räknas tiden från hämtningen); sedan slutförs köpet av sig självt. Skickar säljaren inte paketet i tid, eller går det tillbaka till säljaren, får du pengarna tillbaka.",
      "Om säljaren inte kan lämna över en betald vara avbryter säljaren affären och du får hela beloppet tillbaka.",
    ],
  },
  {
    title: "Ge säljaren ett omdöme",
    body: [
      `När affären är klar kan du ge ett omdöme: ${limits.stars} och en kort kommentar. Omdömena hjälper nästa köpare.`,
    ],
  },
];

const sellerSteps: Step[] = [
  {
    title: "Lägg ut din vara",
    body: [
      `Lägg till upp till ${limits.photos} riktiga bilder av varan (JPG, PNG eller WebP, högst ${limits.photoMegabytes} per bild), en rubrik, pris, kategori och storlek, och så många detaljer du vet. Välj överlämning på plats eller frakt. Inte klar än? Spara annonsen som utkast.`,
      "Vi tar bort platsuppgifter och annan metadata från dina bilder innan någon annan ser dem.",
    ],
  },
  {
    title: "Svara köparna i chatten",
    body: [
      "Köparna skriver till dig från annonsen, och du får en avisering när nya meddelanden kommer. Håll konversationen på Kierto: den är ditt underlag om något går snett.",
    ],
  },
  {
    title: "Sälj mot kortbetalning eller vid en överlämning",
    body: [
      "När en köpare betalar med kort markeras varan som såld och du får en avisering. Vid en överlämning kommer ni överens om detaljerna i chatten och köparen betalar dig direkt.",
      `Kan du ändå inte lämna över en betald vara? Välj ”${sale.cancelSale}” i chatten och ange orsaken: köparen får hela beloppet tillbaka, avbrottet syns i chatten och din annons blir till salu igen.`,
    ],
  },
  {
    title: "Lämna över eller skicka, och bekräfta",
    body: [
      `När du har lämnat över eller skickat varan väljer du ”${sale.markAsSold}” eller ”${sale.confirmSale}” i chatten. När båda parterna har bekräftat är affären klar.`,
      "Frakt: när köparen har betalat visar ordersidan och chatten en inlämningskod. Skriv in den i en paketautomat eller visa den på ett serviceställe inom 5 finländska arbetsdagar (en påminnelse kommer den tredje); en utskriven etikett (PDF) är valfri. Ont om tid? Be köparen en gång om 3 eller 5 arbetsdagar till. Skickas paketet inte i tid avbryts köpet och köparen får pengarna tillbaka. Transportörens skanningar för köpet framåt: du behöver inte bekräfta något själv.",
      `Vid kortbetalning betalar Kierto sedan ut priset till dig, minus serviceavgiften på ${limits.serviceFee}.`,
    ],
  },
  {
    title: "Ge köparen ett omdöme",
    body: ["Ge köparen ett omdöme. Bra omdömen gör din nästa försäljning enklare."],
  },
];

const safety: Block[] = [
  {
    list: [
      `Anmäl: öppna chattens meny och välj ${moderation.report}, med en orsak som spam, trakasserier eller bedrägeri. En moderator går igenom varje anmälan och kan ta bort annonser eller stänga av konton.`,
      `Blockera: välj ${moderation.block} i samma meny så stängs era konversationer för er båda. Du kan häva blockeringen senare i dina kontoinställningar.`,
      "Träffas på en allmän plats där det rör sig folk, kontrollera varan innan du betalar och dela aldrig kortuppgifter eller bankkoder i chatten.",
      [
        "Om en affär går snett, prata först i chatten. Vår ",
        link("policy för tvistlösning", "disputePolicy"),
        " förklarar hur vi hjälper till när ni inte kommer överens.",
      ],
    ],
  },
];

const costs: Block[] = [
  {
    list: [
      "Det är gratis att gå med och att lägga ut varor.",
      `Kortbetalningar: en serviceavgift på ${limits.serviceFee} av priset visas i kassan. Den ingår i priset och läggs aldrig till ovanpå; säljaren får resten.`,
      "Betalning direkt vid en överlämning: ingen avgift.",
    ],
  },
];

const questions: RichText = [
  "Fler frågor? Bland ",
  link("vanliga frågor", "faq"),
  " finns svaren, och du kan alltid ",
  link("kontakta oss", "contact"),
  ".",
];

export const howItWorks: typeof enHowItWorks = {
  title: "Så fungerar Kierto",
  description:
    "Steg för steg: så köper och säljer du begagnade kläder på Kierto, så fungerar kortbetalning och överlämning, vad det kostar och hur du håller dig trygg.",
  lead: "Köpa och sälja second hand-kläder på Kierto, steg för steg.",
  buyersHeading: "Köpa",
  buyerSteps,
  sellersHeading: "Sälja",
  sellerSteps,
  stepLabel: (n: number) => `Steg ${n}`,
  safetyHeading: "Håll dig trygg",
  safety,
  costsHeading: "Vad det kostar",
  costs,
  questions,
};
