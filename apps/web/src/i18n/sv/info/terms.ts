import { type Block, type DocumentSection, link } from "../../en/info/rich-text";
import type { terms as enTerms } from "../../en/info/terms";
import { pages } from "../pages";
import { limits } from "./limits";

const intro: Block[] = [
  "Dessa villkor utgör avtalet mellan dig och Kierto Oy, det finländska bolag som driver Kierto, en marknadsplats där privatpersoner köper och säljer begagnade kläder, skor och accessoarer. Genom att skapa ett konto eller använda Kierto godkänner du villkoren. Ingenting i dem inskränker de rättigheter du har enligt tvingande konsumentskyddslagstiftning.",
];

const sections: DocumentSection[] = [
  {
    id: "who-may-use",
    heading: "1. Vem får använda Kierto",
    blocks: [
      {
        list: [
          "Du måste ha fyllt 16 år. Om du är under 18 år behöver du tillstånd av en förälder eller vårdnadshavare för att köpa eller sälja.",
          "Kierto är avsett för privatpersoner som säljer sina egna saker. Företag och personer som bedriver handel i vinstsyfte får inte sälja på Kierto.",
          "Varje person får ha ett konto. Ange din riktiga e-postadress och håll dina uppgifter uppdaterade.",
          `Håll ditt lösenord för dig själv. Du ansvarar för det som sker på ditt konto. Om du misstänker att någon annan har använt det, logga ut dina enheter och byt lösenord under ”${pages.settings.title}”.`,
        ],
      },
    ],
  },
  {
    id: "listings",
    heading: "2. Annonser",
    blocks: [
      {
        list: [
          "Lägg bara ut varor som du äger, har rätt att sälja och fortfarande har kvar.",
          `Använd riktiga bilder av den faktiska varan, högst ${limits.photos} per annons. Bilder från butiker, kataloger eller andra personer är inte tillåtna.`,
          "Beskriv varan ärligt: storlek, skick, märke och eventuella fel som fläckar, hål eller knappar som saknas. En annons gäller en vara eller en helhet som säljs tillsammans.",
          "Ange priset i euro. När en köpare har betalat eller ni har kommit överens om en affär ska du hålla den.",
          "Ta bort annonsen så snart varan inte längre finns att få.",
        ],
      },
      "Vi kan ta bort annonser som strider mot dessa villkor eller mot lag, och vi meddelar dig i så fall varför.",
    ],
  },
  {
    id: "prohibited-items",
    heading: "3. Förbjudna varor och förbjudet beteende",
    blocks: [
      "Du får inte annonsera ut:",
      {
        list: [
          "förfalskningar, kopior eller annat som gör intrång i ett varumärke eller en upphovsrätt;",
          "stöldgods eller varor som du inte har rätt att sälja;",
          "produkter som återkallats av säkerhetsskäl, eller barnkläder med snören eller delar som strider mot EU:s säkerhetsbestämmelser;",
          "varor tillverkade av skyddade djur- eller växtarter, såsom äkta päls från utrotningshotade arter eller elfenben;",
          "begagnade underkläder, begagnade badkläder utan hygienskydd och andra varor som inte kan säljas på ett hygieniskt sätt;",
          "varor med hatiska, våldsamma eller extremistiska symboler;",
          "sådant som inte är kläder, skor eller accessoarer, till exempel kosmetika, läkemedel, livsmedel, elektronik, djur, presentkort, biljetter eller tjänster.",
        ],
      },
      "På Kierto får du inte trakassera, hota eller vilseleda andra, skicka skräppost eller reklam, begära betalningar utanför Kierto via länkar, skriva falska omdömen eller försöka kringgå en blockering eller ett stängt konto.",
    ],
  },
  {
    id: "buying-and-payments",
    heading: "4. Köp och betalningar",
    blocks: [
      {
        list: [
          "En affär är ett avtal mellan köparen och säljaren. Kierto tillhandahåller marknadsplatsen, chatten och kortbetalningen, men är inte säljare av varorna.",
          "Kortbetalningar behandlas av vår kortbetalningsleverantör på dess egen säkra sida. Kierto får aldrig dina fullständiga kortuppgifter.",
          `Vid kortbetalning visas en serviceavgift på ${limits.serviceFee} av varans pris i kassan. Avgiften ingår i priset och läggs aldrig till ovanpå: köparen betalar exakt det pris som anges i annonsen. Avgiften är Kiertos provision, och säljaren får priset minus avgiften när affären är klar.`,
          `Medan en köpare befinner sig i kassan är varan reserverad för köparen i högst ${limits.reservation}. Om betalningen avbryts, nekas eller inte slutförs inom den tiden debiteras ingenting och varan blir tillgänglig igen.`,
          "Så länge en affär med kortbetalning inte är klar kan säljaren avbryta den och ange en orsak för köparen; köparen får då hela betalningen tillbaka. En betalning som kommer fram efter att varan har sålts till någon annan återbetalas automatiskt.",
          "En betalning direkt vid en överlämning sker mellan köparen och säljaren, utan serviceavgift. Kierto är inte part i den och kan inte återbetala den.",
          "Affärer mellan privatpersoner omfattas i regel inte av den ångerrätt på 14 dagar som gäller vid köp från nätbutiker. Fråga säljaren om allt du behöver veta innan du betalar.",
        ],
      },
    ],
  },
  {
    id: "hand-over",
    heading: "5. Överlämning, frakt och bekräftelse",
    blocks: [
      {
        list: [
          "Av varje annons framgår om säljaren lämnar över varan personligen, skickar den eller båda. Kom överens om en överlämning i chatten.",
          "En fraktad vara skickas till den paketautomat eller det utlämningsställe köparen valde i kassan. Portot för annonsens storleksklass och den valda transportören visas och betalas i kassan som en egen rad utöver priset.",
          "Säljaren lämnar paketet till transportören med inlämningskoden på ordersidan (en utskriven etikett är valfri) inom 5 finländska arbetsdagar från betalningen, eller inom de 3 eller 5 extra arbetsdagar köparen gav på säljarens begäran. Annars avbryts köpet och köparen får hela beloppet tillbaka. Ett paket som går tillbaka till säljaren återbetalas till köparen.",
          "Säljaren lämnar över eller skickar varan utan dröjsmål, väl förpackad och i det skick som beskrivs i annonsen.",
          "Köparen kontrollerar varan vid överlämningen, eller så snart den har kommit fram.",
          "En affär är klar när både köparen och säljaren har bekräftat den i chatten. Bekräfta först när du har gjort din del: säljaren när varan har lämnats över eller skickats, köparen när betalningen är gjord eller varan har tagits emot. Vid en överlämning får den part som bekräftade först ta tillbaka sin bekräftelse tills den andra parten har bekräftat.",
        ],
      },
    ],
  },
  {
    id: "reviews",
    heading: "6. Omdömen",
    blocks: [
      "Efter en genomförd affär får köparen och säljaren ge varandra ett omdöme var. Omdömena ska vara ärliga och handla om affären. Vi kan ta bort omdömen som är kränkande, innehåller personuppgifter eller inte har skrivits i god tro.",
    ],
  },
  {
    id: "disputes",
    heading: "7. Tvister mellan medlemmar",
    blocks: [
      [
        "Om något går fel i en affär, försök först lösa saken med den andra medlemmen i chatten. Om det inte lyckas, kontakta oss så hjälper vi till enligt vår ",
        link("policy för tvistlösning", "disputePolicy"),
        ". Vår hjälp begränsar inte din rätt att driva saken vidare enligt lag.",
      ],
    ],
  },
  {
    id: "moderation",
    heading: "8. Anmälningar, moderering och stängning av konton",
    blocks: [
      {
        list: [
          "Du kan anmäla en medlem eller en konversation och blockera en medlem i chatten. Våra moderatorer går igenom varje anmälan.",
          "Om någon bryter mot dessa villkor eller mot lag kan vi ta bort innehåll, ge en varning, begränsa personens användning av Kierto eller stänga personens konto. Våra åtgärder står i proportion till det som har hänt, och vi meddelar personen vårt beslut och skälen till det, om inte lag eller någons säkerhet hindrar det.",
          "Du kan överklaga ett modereringsbeslut inom 14 dagar via länken för överklagande i aviseringen om beslutet, eller i e-postmeddelandet vi skickar om ditt konto har stängts av. Överklagandet prövas av en moderator som inte deltog i det första beslutet, och du får veta utfallet och skälen till det.",
          [
            `Du kan när som helst själv radera ditt konto under ”${pages.settings.title}”, när dina reserverade och betalda affärer har slutförts eller avbrutits. Vad vi sparar efter det förklaras i vår `,
            link("dataskyddsbeskrivning", "privacy", "retention"),
            ".",
          ],
        ],
      },
    ],
  },
  {
    id: "liability",
    heading: "9. Vårt ansvar",
    blocks: [
      "Vi arbetar för att Kierto ska vara tillgängligt, tryggt och korrekt, men vi kan inte garantera att tjänsten alltid är fri från avbrott eller fel. Vi kontrollerar inte varje vara, och vi ansvarar inte för de varor medlemmarna säljer, beskrivningarna av dem eller det medlemmarna gör utanför Kierto.",
      "Vi ansvarar för skador som vi orsakar uppsåtligen eller av grov oaktsamhet, och för annat som vi enligt lag inte får begränsa vårt ansvar för. I övrigt ansvarar vi endast för direkta skador som uppstår till följd av att vi bryter mot dessa villkor.",
    ],
  },
  {
    id: "changes",
    heading: "10. Ändringar av villkoren",
    blocks: [
      "Om vi ändrar dessa villkor på ett sätt som har betydelse för dig meddelar vi det per e-post eller på Kierto minst 30 dagar innan ändringen träder i kraft. Om du inte godkänner ändringen kan du avsluta ditt konto före det.",
    ],
  },
  {
    id: "law",
    heading: "11. Tillämplig lag",
    blocks: [
      "På dessa villkor tillämpas finsk lag. Som konsument kan du också åberopa det tvingande konsumentskyddet i det land där du bor, och du kan föra en tvist med Kierto till tingsrätten på din hemort eller, efter att först ha kontaktat konsumentrådgivningen, till Konsumenttvistenämnden.",
      ["Frågor om villkoren? ", link("Kontakta oss", "contact"), "."],
    ],
  },
];

export const terms: typeof enTerms = {
  title: "Användarvillkor",
  description:
    "Kiertos användarvillkor: vem som får använda marknadsplatsen, regler för annonser, förbjudna varor, betalningar och serviceavgiften, överlämning, tvister och finsk lag.",
  updated: "2026-11-23",
  intro,
  sections,
};
