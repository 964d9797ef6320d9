import type { privacy as enPrivacy } from "../../en/info/privacy";
import { type Block, type DocumentSection, link } from "../../en/info/rich-text";
import { account } from "../account";
import { common } from "../common";
import { pages } from "../pages";
import { profile } from "../profile";
import { shell } from "../shell";
import { contact } from "./contact";

const accountCategory = `”${contact.categories.account}”`;

const intro: Block[] = [
  "Denna beskrivning förklarar vilka personuppgifter Kierto sparar om dig, varför och hur länge, vem mer som behandlar dem och hur du utövar dina rättigheter enligt EU:s allmänna dataskyddsförordning (GDPR). Vi sparar så lite som tjänsten behöver.",
];

const sections: DocumentSection[] = [
  {
    id: "controller",
    heading: "1. Personuppgiftsansvarig",
    blocks: [
      "Personuppgiftsansvarig för dina personuppgifter är Kierto Oy, Finland, det bolag som driver Kierto.",
      [
        `Du kan själv ladda ner en kopia av dina uppgifter och radera ditt konto under ”${pages.settings.title}”. I andra frågor som gäller dina uppgifter kan du skriva till oss via `,
        link("kontaktformuläret", "contact"),
        ` med ämnesområdet ${accountCategory}.`,
      ],
    ],
  },
  {
    id: "age",
    heading: "2. Kierto är inte avsett för barn",
    blocks: [
      "Kierto är inte avsett för personer under 16 år. Skapa inte ett konto om du är yngre. Om vi får veta att ett konto tillhör någon som är under 16 år stänger vi kontot och raderar dess uppgifter.",
    ],
  },
  {
    id: "what-we-keep",
    heading: "3. Vad vi sparar och varför",
    blocks: [
      {
        list: [
          "Konto: din e-postadress, ditt visningsnamn och ditt lösenord (som bara sparas i form av en säker hash) samt om din e-postadress är bekräftad. För att skapa ditt konto och låta dig logga in.",
          "Profil: den ort, presentation och profilbild du själv väljer att lägga till, när du senast var aktiv och vilket språk du har valt för Kierto. För att visa andra medlemmar vem de har att göra med och för att kunna skriva till dig på ditt språk.",
          "Annonser: uppgifterna om och bilderna av de varor du lägger ut. För att visa dem för köpare.",
          "Chattar: dina konversationer med andra medlemmar. För att köpare och säljare ska kunna komma överens om affärer. Bara de två personerna i en konversation kan läsa den, och en moderator om konversationen har anmälts.",
          "Affärer och betalningar: varan, köparen och säljaren, priset, serviceavgiften, bekräftelserna samt betalningens status och referens från vår kortbetalningsleverantör. För att genomföra affärer, betala säljare och sköta vår bokföring. Vi får aldrig ditt fullständiga kortnummer.",
          "Omdömen, favoriter och aviseringar: för att visa betyg, spara de varor du har sparat och berätta vad som har hänt.",
          "Anmälningar, blockeringar och överklaganden: vem som anmälde eller blockerade vem, orsaken, moderatorernas beslut och ett eventuellt överklagande av det. För att hålla medlemmarna trygga.",
          "Problem med beställningar: problemet köparen anmäler och säljarens svar, med deras bilder, returen och dess spårning samt moderatorernas beslut och ett eventuellt överklagande. Bara köparen, säljaren och våra moderatorer ser dem. För att avgöra ärendet rättvist och flytta pengarna enligt beslutet.",
          "Säkerhetsuppgifter: dina inloggningar, den IP-adress och webbläsare de kom från samt inloggningsförsök. För att skydda ditt konto och förhindra missbruk.",
          "Meddelanden till oss: det namn, den e-postadress och det meddelande du skickar via kontaktformuläret. För att kunna svara dig.",
        ],
      },
    ],
  },
  {
    id: "photos",
    heading: "4. Dina bilder",
    blocks: [
      "Bilder innehåller ofta dold information, till exempel GPS-positionen där de togs, tidpunkten och vilken kamera eller telefon som användes. När du laddar upp en bild kodar vi om den och tar bort all sådan metadata innan någon annan kan se den. Vi sparar bara de rensade kopiorna.",
    ],
  },
  {
    id: "legal-bases",
    heading: "5. Rättslig grund",
    blocks: [
      {
        list: [
          "Avtal (artikel 6.1 b i dataskyddsförordningen): ditt konto, din profil, dina annonser, chattar, affärer, omdömen och favoriter behövs för att tillhandahålla den tjänst du har registrerat dig för.",
          "Rättslig förpliktelse (artikel 6.1 c): uppgifter om affärer och betalningar som vi enligt bokföringslagen måste spara, samt behandlingen av anmälningar om olagligt innehåll.",
          "Berättigat intresse (artikel 6.1 f): säkerhetsuppgifter, anmälningar, blockeringar och moderering, för att skydda medlemmarna och tjänsten mot bedrägerier och missbruk, samt svar på dina meddelanden till oss. Du kan när som helst invända mot denna behandling.",
        ],
      },
      "Vi använder inte dina uppgifter för reklam, vi skapar inga marknadsföringsprofiler och vi säljer aldrig dina uppgifter.",
    ],
  },
  {
    id: "retention",
    heading: "6. Hur länge vi sparar uppgifterna",
    blocks: [
      {
        list: [
          "Konto, profil, favoriter och aviseringar: så länge ditt konto finns. De raderas direkt när du raderar ditt konto.",
          "Annonser och deras bilder: tills du raderar dem eller ditt konto. I en konversation om en raderad annons ser den andra medlemmen fortfarande annonsens rubrik.",
          `Chattar: meddelandena du har skrivit finns kvar i den andra medlemmens konversation när du har raderat ditt konto, och visas som från ”${common.deletedUser}”.`,
          "Omdömen som du har skrivit finns kvar utan ditt namn, så att den andra medlemmens betyg förblir rättvisande.",
          "Uppgifter om affärer och betalningar: 6 år från utgången av det år då affären gjordes, i enlighet med den finska bokföringslagen.",
          "Anmälningar och modereringsbeslut: 2 år efter beslutet.",
          "Bilder till ett problem med en beställning: 12 månader efter att ärendet avslutats (längre medan ett överklagande väntar). Det som sades och beslutades finns kvar med köpets uppgifter.",
          "Säkerhetsuppgifter: 90 dagar.",
          "Meddelanden till oss: 12 månader efter att vi har svarat.",
        ],
      },
    ],
  },
  {
    id: "processors",
    heading: "7. Vem mer som behandlar dina uppgifter",
    blocks: [
      "Andra medlemmar ser ditt visningsnamn, din profilbild, ort och presentation, när du senast var aktiv samt dina annonser, omdömen och ditt betyg. De ser aldrig din e-postadress.",
      "Vi anlitar ett fåtal tjänsteleverantörer som behandlar uppgifter endast enligt våra instruktioner och med stöd av ett personuppgiftsbiträdesavtal:",
      {
        list: [
          "vår hostingleverantör, som driver våra servrar och lagrar uppgifter och bilder inom EU;",
          "vår kortbetalningsleverantör, som tar emot kortbetalningar på sin egen säkra sida; den får dina betalningsuppgifter direkt av dig;",
          "vår e-postleverantör, som skickar e-post om ditt konto, såsom bekräftelselänkar och länkar för att återställa lösenord.",
        ],
      },
      "Om en leverantör behandlar uppgifter utanför Europeiska ekonomiska samarbetsområdet (EES) ser vi till att de skyddas genom ett beslut om adekvat skyddsnivå från EU eller genom EU:s standardavtalsklausuler. Vi lämnar ut uppgifter till myndigheter endast när lagen kräver det.",
    ],
  },
  {
    id: "cookies",
    heading: "8. Kakor",
    blocks: [
      "Kierto använder bara nödvändiga kakor: en sessionskaka som håller dig inloggad och skyddar ditt konto, och en språkkaka som kommer ihåg det språk du har valt i ett år. De behövs för att tjänsten ska fungera så som du har bett om, så vi ber inte om samtycke. Sessionskakan tas bort när du loggar ut eller sessionen upphör.",
      "Vi sparar också en liten anteckning i webbläsarens lokala lagring om att du har sett välkomstskärmen. Vi använder inga kakor för analys, reklam eller spårning.",
    ],
  },
  {
    id: "your-rights",
    heading: "9. Dina rättigheter",
    blocks: [
      "Du har rätt att:",
      {
        list: [
          "få en kopia av dina personuppgifter, också i maskinläsbart format för att kunna föra över dem någon annanstans;",
          "få felaktiga uppgifter rättade: din profil kan du när som helst redigera själv;",
          "få dina uppgifter raderade genom att radera ditt konto;",
          "invända mot behandling som grundar sig på berättigat intresse och begära att vi begränsar behandlingen;",
          "lämna in ett klagomål till tillsynsmyndigheten, Dataombudsmannens byrå (tietosuoja.fi).",
        ],
      },
      `För att få en kopia av dina uppgifter, öppna ${shell.nav.profile}, välj ”${profile.settings}” och sedan ”${account.exportData.button}”: du får direkt en JSON-fil med allt vi har sparat om dig. Ditt konto raderar du på samma sida med ”${account.deletion.button}” och ditt lösenord.`,
      [
        "För dina övriga rättigheter, skicka ett meddelande via ",
        link("kontaktformuläret", "contact"),
        ` med ämnesområdet ${accountCategory}, från e-postadressen till ditt konto. Vi svarar inom en månad.`,
      ],
    ],
  },
  {
    id: "security",
    heading: "10. Hur vi skyddar dina uppgifter",
    blocks: [
      `Förbindelserna till Kierto är krypterade, lösenord sparas bara i form av säkra hashar och sessionskakorna kan inte läsas av skript på sidan. Upprepade misslyckade inloggningsförsök bromsas. Under ”${pages.settings.title}” ser du alla enheter som är inloggade på ditt konto och kan logga ut vilken som helst av dem, eller alla på en gång.`,
    ],
  },
  {
    id: "changes",
    heading: "11. Ändringar av denna beskrivning",
    blocks: [
      "Om vi ändrar hur vi använder dina uppgifter uppdaterar vi den här sidan och meddelar dig per e-post eller på Kierto innan ändringen träder i kraft.",
    ],
  },
];

export const privacy: typeof enPrivacy = {
  title: "Dataskyddsbeskrivning",
  description:
    "Hur Kierto behandlar dina personuppgifter enligt GDPR: vad vi sparar och varför, hur länge, hur vi tar bort metadata från bilder, att vi bara använder nödvändiga kakor och vilka rättigheter du har.",
  updated: "2026-11-27",
  intro,
  sections,
};
