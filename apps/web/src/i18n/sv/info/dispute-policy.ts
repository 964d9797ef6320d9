import type { disputePolicy as enDisputePolicy } from "../../en/info/dispute-policy";
import { type Block, type DocumentSection, link } from "../../en/info/rich-text";
import { contact } from "./contact";

const disputeCategory = `”${contact.categories.dispute}”`;

const intro: Block[] = [
  "De flesta problem mellan köpare och säljare är missförstånd som klaras upp med ett kort samtal. Den här policyn förklarar vad du ska göra när det inte räcker, hur vi hjälper till och hur lång tid varje steg tar.",
];

/** The commitments at a glance, shown above the full text. */
const timeline = [
  { value: "48 timmar", label: "för köparen och säljaren att lösa saken sinsemellan" },
  { value: "72 timmar", label: "för säljaren att svara på ett problem du anmäler med ett kortköp" },
  { value: "3 dagar", label: "för att skicka tillbaka en vara som säljaren tar tillbaka" },
  { value: "24 timmar", label: "tills vi svarar första gången efter att du kontaktat oss" },
  { value: "3–5 arbetsdagar", label: "för att lösa ett enkelt ärende" },
  { value: "Högst 10 arbetsdagar", label: "för att lösa ett komplicerat ärende" },
  { value: "14 dagar", label: "för att överklaga vårt beslut" },
];

const sections: DocumentSection[] = [
  {
    id: "scope",
    heading: "1. Vad policyn gäller",
    blocks: [
      "Meningsskiljaktigheter mellan en köpare och en säljare om en affär som gjorts på Kierto, till exempel när:",
      {
        list: [
          "varan har betalats men inte lämnats över eller skickats;",
          "varan avviker väsentligt från annonsen: den har en annan storlek, har skador som inte uppgetts eller är inte äkta;",
          "någon inte kom till en överenskommen överlämning eller drog sig ur en överenskommen affär;",
          "det har uppstått ett problem med en kortbetalning som gjorts via Kierto.",
        ],
      },
      "Hot, trakasserier och bedrägerier är inte tvister: anmäl dem genast via chattens meny, utan att vänta. Är du i fara, ring 112.",
    ],
  },
  {
    id: "buyer-protection",
    heading: "2. Köparskydd för kortköp",
    blocks: [
      "När du betalar med kort på Kierto får säljaren betalt först när du bekräftar att allt är i ordning, eller 48 timmar efter att varan kommit fram till dig. Om något är fel, anmäl det på köpets sida innan de 48 timmarna har gått: välj orsak (inte mottagen, skadad under transporten, inte som beskrivet, förfalskning, fel vara, varor saknas ur paketet eller annat) och beskriv problemet. Betalningen hålls då kvar tills ärendet avslutas.",
      "Om ett paket aldrig kommer fram och fraktbolaget inte har meddelat något nytt om det på 7 dagar kan du anmäla på köpets sida att varan inte mottogs, utan att vänta längre. Om säljaren godtar anmälan får du hela beloppet tillbaka direkt: det finns inget att skicka tillbaka.",
      {
        list: [
          "Säljaren har 72 timmar på sig att svara, och vi påminner efter 48. Säljaren kan ta tillbaka varan mot full återbetalning, erbjuda en del av priset tillbaka eller bestrida anmälan med sin egen redogörelse.",
          "Om säljaren tar tillbaka varan, skicka den inom 3 dagar: ett skickat köp får en returkod på köpets sida. Du får full återbetalning när returen har kommit fram till säljaren eller när säljaren bekräftar att hen har fått den. Returportot betalas av säljaren när varan inte motsvarade beskrivningen (även förfalskning, fel vara eller saknade varor), av Kierto när transporten skadade eller tappade bort paketet, och av dig i övriga fall där säljaren gick med på att ta tillbaka varan; din del dras av från återbetalningen.",
          "Om säljaren erbjuder en del av priset tillbaka har du 72 timmar på dig att godta erbjudandet och behålla varan, eller att tacka nej.",
          "Om säljaren bestrider anmälan, inte svarar inom 72 timmar, du tackar nej till en delvis återbetalning eller låter den gå ut, eller returen inte skickas inom 3 dagar, går ärendet till våra moderatorer. En moderator som inte är part i köpet avgör: full återbetalning, en del av priset tillbaka eller betalningen till säljaren. Ni får båda beslutet och motiveringen skriftligt.",
          "En full återbetalning för en vara du har väntar på varan: skicka tillbaka den inom 3 dagar med returens inlämningskod på köpets sida, så återbetalas du när den har kommit fram till säljaren. Beslutet anger vem som betalar returportot. Skickas returen inte i tid går ärendet tillbaka till våra moderatorer. Bara en vara som aldrig kom fram, eller som inte är värd att skicka tillbaka, återbetalas genast.",
          "Du kan ha högst tre öppna ärenden samtidigt.",
        ],
      },
    ],
  },
  {
    id: "settle-first",
    heading: "3. Steg ett: prata med varandra (48 timmar)",
    blocks: [
      "För sådant som köparskyddet inte täcker, som en överlämning som betalats kontant, skriv till den andra medlemmen i Kiertos chatt för affären i fråga. Förklara problemet lugnt, bifoga bilder om de hjälper och berätta vad som skulle lösa saken: en retur, en delvis återbetalning eller en ersättande vara.",
      "Ge den andra medlemmen 48 timmar att svara och lösa saken innan du kontaktar kundtjänst. Håll konversationen i Kiertos chatt: det är den vi går igenom om du behöver vår hjälp.",
    ],
  },
  {
    id: "contact-support",
    heading: "4. Steg två: kontakta kundtjänst",
    blocks: [
      [
        "Om ni inte har kommit överens efter 48 timmar, eller om den andra medlemmen inte svarar, skicka ett meddelande till oss via ",
        link("kontaktformuläret", "contact"),
        ` med ämnesområdet ${disputeCategory}. Ta med:`,
      ],
      {
        list: [
          "varans rubrik och den andra medlemmens visningsnamn;",
          "vad som hände och när, och vad ni redan har kommit överens om eller försökt;",
          "hur du vill att saken löses;",
          "bilder av varan eller förpackningen, om de visar problemet.",
        ],
      },
    ],
  },
  {
    id: "how-we-handle",
    heading: "5. Så behandlar vi ditt ärende",
    blocks: [
      {
        list: [
          "Vi svarar dig första gången inom 24 timmar.",
          "Vi hör båda parterna. Vi läser chatten för affären i fråga och går igenom annonsen och betalningen, och vi kan be någon av er om bilder eller andra uppgifter.",
          "Enkla ärenden löser vi inom 3–5 arbetsdagar, och komplicerade ärenden, till exempel sådana som kräver en retur eller bevis från båda parterna, inom högst 10 arbetsdagar.",
          "Vi meddelar er båda skriftligen vårt beslut och skälen till det.",
        ],
      },
    ],
  },
  {
    id: "outcomes",
    heading: "6. Möjliga utfall",
    blocks: [
      {
        list: [
          "En överenskommelse mellan er som vi hjälper er att nå.",
          "För kortbetalningar som gjorts via Kierto: full återbetalning när varan inte har levererats, eller full eller delvis återbetalning när varan väsentligt avviker från beskrivningen. Vi kan först be köparen att returnera varan.",
          "Ingen återbetalning, när varan motsvarar annonsen.",
          "En varning, begränsningar av kontot eller stängning av kontot för en medlem som har handlat i ond tro.",
        ],
      },
      "Betalningar som görs direkt vid en överlämning går inte via Kierto, så dem kan vi inte återbetala. Vi hjälper er ändå att komma överens och vidtar åtgärder mot de berörda kontona.",
    ],
  },
  {
    id: "appeals",
    heading: "7. Överklagande",
    blocks: [
      "Om du inte håller med om vårt beslut kan du överklaga det en gång inom 14 dagar från att du fick det (från återbetalningen, när den väntade på att varan returnerades). Ett beslut om ett problem med en beställning överklagar du med Överklaga under beslutet på beställningens sida; för andra beslut svarar du på vårt beslutsmeddelande eller använder kontaktformuläret. Berätta varför du anser att beslutet är fel, tillsammans med eventuella nya uppgifter. En person som inte deltog i det första beslutet går igenom ärendet och ger dig ett slutligt svar med motivering.",
      "Om granskningen visar att vårt beslut om en beställning var fel betalar Kierto själv det beslutet kostade dig till ditt Kierto-saldo: säljaren sin andel av priset, eller returportot hen betalade när varan kom tillbaka; köparen priset. Vi tar inte tillbaka en återbetalning eller betalning som den andra parten redan har fått.",
    ],
  },
  {
    id: "your-rights",
    heading: "8. Dina lagstadgade rättigheter",
    blocks: [
      [
        "Den här policyn begränsar inte dina rättigheter enligt lag. Du kan alltid föra en tvist till domstol, och som konsument kan du be konsumentrådgivningen om råd och föra en tvist med Kierto till Konsumenttvistenämnden. Se också våra ",
        link("användarvillkor", "terms", "disputes"),
        ".",
      ],
    ],
  },
];

export const disputePolicy: typeof enDisputePolicy = {
  title: "Policy för tvistlösning",
  description:
    "Vad du gör när en affär på Kierto går snett: 48 timmar att lösa saken tillsammans, vårt första svar inom 24 timmar, 3–5 eller högst 10 arbetsdagar till ett avgörande och 14 dagar att överklaga.",
  updated: "2026-11-27",
  timelineHeading: "I korthet",
  timeline,
  intro,
  sections,
};
