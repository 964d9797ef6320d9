import type { faq as enFaq, FaqCategory } from "../../en/info/faq";
import { link, type RichText } from "../../en/info/rich-text";
import { pluralizer } from "../../plural";
import { account } from "../account";
import { auth } from "../auth";
import { common } from "../common";
import { listingPages as listings } from "../listing-pages";
import { moderation } from "../moderation";
import { myItems } from "../my-items";
import { pages } from "../pages";
import { payments } from "../payments";
import { profile } from "../profile";
import { shell } from "../shell";
import { transactions } from "../transactions";
import { limits } from "./limits";

const plural = pluralizer("sv");

const emptyBody: RichText = ["Prova ett annat ord, eller ", link("kontakta oss", "contact"), " så hjälper vi dig."];

/** Where the account's own settings are: the profile's link to them. */
const openSettings = `Öppna ${shell.nav.profile} och välj ”${profile.settings}”.`;
const { sale } = transactions;

const categories: FaqCategory[] = [
  {
    id: "getting-started",
    title: "Kom i gång",
    entries: [
      {
        id: "what-is-kierto",
        question: "Vad är Kierto?",
        answer: [
          "Kierto är en marknadsplats för begagnade kläder, skor och accessoarer i Finland. Privatpersoner lägger ut det de inte längre använder, köparna ställer frågor i chatten och varan byter ägare genom kortbetalning eller en överlämning som ni kommer överens om i chatten. Priserna är i euro.",
          "Namnet betyder ”kretslopp” på finska: bra kläder ska få fortsätta gå runt.",
        ],
      },
      {
        id: "account-needed",
        question: "Behöver jag ett konto för att titta?",
        answer: [
          "Nej. Vem som helst kan bläddra bland och filtrera annonserna, öppna varusidorna och läsa de här hjälpsidorna.",
          "Ett gratis konto behövs för att spara favoriter, skriva till säljare, köpa och sälja.",
        ],
      },
      {
        id: "create-account",
        question: "Hur skapar jag ett konto?",
        answer: [
          `Välj ”${shell.nav.join}” och ange ett visningsnamn, din e-postadress och ett lösenord på minst ${limits.passwordLength} tecken.`,
          "Vi skickar en bekräftelselänk till din e-post. Öppna den så är ditt konto klart. Du måste vara minst 16 år för att använda Kierto.",
        ],
      },
      {
        id: "cost",
        question: "Vad kostar Kierto?",
        answer: [
          "Det är gratis att gå med och att lägga ut varor.",
          `När en köpare betalar med kort visas en serviceavgift på ${limits.serviceFee} av varans pris i kassan. Den ingår i priset och läggs inte till ovanpå: köparen betalar exakt det pris som står i annonsen. En affär som betalas direkt vid en överlämning har ingen avgift.`,
        ],
      },
      {
        id: "what-can-be-sold",
        question: "Vad kan jag sälja på Kierto?",
        answer: [
          "Dina egna kläder, skor och accessoarer: överdelar, byxor och kjolar, klänningar, ytterkläder, skor och accessoarer som väskor, halsdukar och bälten.",
          [
            "Förfalskningar, stöldgods och osäkra produkter är inte tillåtna. Hela listan finns i våra ",
            link("användarvillkor", "terms", "prohibited-items"),
            ".",
          ],
        ],
      },
    ],
  },
  {
    id: "selling",
    title: "Sälja",
    entries: [
      {
        id: "list-an-item",
        question: "Hur lägger jag ut en vara?",
        answer: [
          `Välj ”${shell.nav.sell}”, lägg till bilder och sedan rubrik, pris, kategori och storlek: de är obligatoriska. Skick, märke, färg, säsong, stil, material och ort är frivilliga men hjälper köparna att hitta din vara.`,
          `Välj överlämning på plats eller frakt och publicera annonsen, eller spara den som utkast och gör klart den senare under ${shell.nav.myItems}.`,
        ],
      },
      {
        id: "photo-formats",
        question: "Vilka slags bilder kan jag lägga till?",
        answer: [
          `Upp till ${limits.photos} bilder per annons, i JPG- eller PNG-format (WebP går också), högst ${limits.photoMegabytes} per bild. Den första bilden är omslagsbilden som syns i annonslistan.`,
          "Bilder i iPhones HEIC-format godkänns inte: välj ”Mest kompatibel” i kamerainställningarna, eller dela bilden som JPG.",
          "Fotografera den vara du säljer, i dagsljus och från flera håll, och visa eventuella skavanker. Innan en bild visas för någon tar vi bort dess metadata, också platsen där den togs.",
        ],
      },
      {
        id: "edit-or-remove",
        question: "Kan jag ändra eller ta bort en annons?",
        answer: [
          `Utkast kan du redigera under ${shell.nav.myItems} med ${myItems.edit}. En publicerad annons redigerar du med ”${listings.product.edit}” på annonsens sida: du kan ändra pris, beskrivning och bilder, så länge minst en bild finns kvar. Övriga uppgifter går inte att ändra efter publiceringen. Alla som har sparat varan får veta om ett sänkt pris.`,
          `Du kan radera en annons under ${shell.nav.myItems} eller på annonsens sida, utom när varan är såld eller en köpare har reserverat eller betalat den.`,
        ],
      },
      {
        id: "getting-paid",
        question: "Hur får jag betalt?",
        answer: [
          `Kortbetalning: köparen betalar i kassan och du får en avisering om att varan är såld. Lämna över eller skicka varan och välj sedan ”${sale.confirmSale}” i chatten. När affären är klar betalar Kierto ut priset till dig, minus serviceavgiften på ${limits.serviceFee}.`,
          "Överlämning: kom överens om tid och plats i chatten, så betalar köparen dig direkt. Efteråt bekräftar ni båda affären i chatten.",
        ],
      },
      {
        id: "mark-as-sold",
        question: `Vad gör ”${sale.markAsSold}”?`,
        answer: [
          `I chatten med en köpare registrerar ”${sale.markAsSold}” att du har sålt varan till just den köparen. Köparen bekräftar sedan köpet från sitt håll. När ni båda har bekräftat är affären klar, annonsen visas som såld och ni kan ge varandra omdömen.`,
          `Tryckte du för tidigt? Så länge köparen inte har bekräftat kan du ångra dig med ”${sale.withdraw}” i chatten, och varan är kvar till salu. Köparen kan göra detsamma efter ”${sale.confirmPurchase}”.`,
        ],
      },
      {
        id: "cancel-paid-sale",
        question: "En köpare har betalat, men jag kan inte lämna över varan. Vad gör jag?",
        answer: [
          `Så länge affären inte är klar kan du välja ”${sale.cancelSale}” i chatten och berätta för köparen varför. Köparen får hela beloppet tillbaka och en avisering, chatten visar avbrottet och din orsak för er båda, och din annons blir till salu igen.`,
        ],
      },
    ],
  },
  {
    id: "buying",
    title: "Köpa",
    entries: [
      {
        id: "how-to-buy",
        question: "Hur köper jag en vara?",
        answer: [
          `Öppna varan och välj ”${listings.product.buyNow}” för att betala med kort, eller skriv till säljaren för att ställa en fråga eller komma överens om en överlämning. Kontrollera bilderna, storleken, skicket och leveranssättet innan du köper.`,
        ],
      },
      {
        id: "card-payment",
        question: "Hur fungerar kortbetalning?",
        answer: [
          `Kassasidan visar varan, säljaren, leveranssättet och en sammanfattning av betalningen, också serviceavgiften på ${limits.serviceFee} som redan ingår i priset.`,
          `”${payments.checkout.purchase("… €")}” tar dig till vår kortbetalningsleverantörs säkra betalningssida. Kierto ser aldrig ditt kortnummer.`,
          `Varan är reserverad för dig i ${limits.reservation} medan du betalar, och ingen annan kan köpa den under tiden. Om du avbryter på betalningssidan, ditt kort nekas eller tiden tar slut dras inga pengar och varan är till salu igen.`,
          `När betalningen har gått igenom ser du ”${payments.success.title}”, säljaren får veta att varan är såld och ni kommer överens om överlämning eller frakt i chatten.`,
          "Om säljaren inte kan genomföra affären avbryter säljaren den och du får hela beloppet tillbaka. En betalning som kommer fram efter att någon annan redan köpt varan betalas tillbaka automatiskt.",
        ],
      },
      {
        id: "two-sided-confirmation",
        question: "Varför bekräftar både köparen och säljaren en affär?",
        answer: [
          "En affär är klar först när båda parterna har bekräftat den i chatten, så ingen av er kan avsluta en affär på egen hand.",
          {
            list: [
              `Kortbetalning: betalningen bekräftar din del. Säljaren väljer ”${sale.confirmSale}” efter att ha lämnat över eller skickat varan.`,
              `Överlämning: när ni har träffats väljer säljaren ”${sale.markAsSold}” eller ”${sale.confirmSale}” och du väljer ”${sale.confirmPurchase}”. Det spelar ingen roll vem som är först.`,
            ],
          },
          `Tills den andra parten har bekräftat står det ”${sale.awaitingConfirmation}” på din knapp, och efter en överlämning kan du fortfarande ta tillbaka din bekräftelse. När båda har bekräftat ser du ”${transactions.toast.completed}” och knappen visar ”${sale.sold}”.`,
        ],
      },
      {
        id: "delivery",
        question: "Överlämning på plats eller frakt: vad är skillnaden?",
        answer: [
          "Varje annons visar hur säljaren levererar: överlämning på plats, frakt eller båda, och du väljer i kassan. Överlämning på plats betyder att ni träffas; kom överens om tid och plats i chatten.",
          "Frakt går till en paketautomat eller ett utlämningsställe hos Posti eller Matkahuolto som du väljer i kassan med postnummer eller adress. Säljaren väljer paketets storleksklass i annonsen: brevlåda (35 x 25 x 3 cm, 2 kg), litet, mellanstort eller stort automatpaket (60 x 36 cm, högst 11, 22 eller 60 cm högt; 5, 15 eller 25 kg) eller överstort (högst 100 x 60 x 60 cm och 30 kg, bara serviceställen, inga automater). Annonsen visar klassens lägsta porto (”Frakt från”); i kassan är portot för det valda stället en egen rad som köparen betalar utöver priset.",
          "Säljaren behöver ingen skrivare: ordersidan och chatten visar en inlämningskod som skrivs in i automaten eller visas på servicestället. En utskriven etikett (PDF) är valfri. Säljaren har 5 finländska arbetsdagar från betalningen (helger och helgdagar räknas inte) att lämna paketet till transportören, med en påminnelse den tredje. Säljaren kan en gång be om mer tid, och köparen kan ge 3 eller 5 arbetsdagar eller säga nej. Har paketet inte lämnats in före tidsfristen avbryts köpet och köparen får hela beloppet tillbaka.",
          "Båda följer paketet på ordersidan och i chatten. När paketet har kommit fram har köparen 48 timmar på sig att kontrollera varan och välja ”Allt är OK”; i en paketautomat börjar de 48 timmarna när paketet hämtas. Då, eller när de 48 timmarna har gått, slutförs köpet och säljarens andel blir tillgänglig. Ett paket som går tillbaka till säljaren utan att hämtas återbetalas till köparen.",
        ],
      },
      {
        id: "reviews",
        question: "Hur fungerar omdömen?",
        answer: [
          `När en affär är klar kan köparen och säljaren ge varandra ett omdöme var: ${limits.stars} och en frivillig kommentar på högst ${limits.reviewComment} tecken. Genomförda affärer hittar du under ${shell.nav.profile}, ${pages.profile.tabs.transactions}.`,
          "Omdömena visas på profilen för den som fått omdömet, tillsammans med personens snittbetyg. Var ärlig och håll dig till affären.",
        ],
      },
      {
        id: "something-went-wrong",
        question: "Varan kom aldrig fram eller motsvarar inte beskrivningen. Vad gör jag?",
        answer: [
          [
            "Berätta det först för säljaren i chatten och ge säljaren 48 timmar att rätta till det. Om ni inte kommer överens, kontakta oss så hjälper vi till. Vår ",
            link("policy för tvistlösning", "disputePolicy"),
            " förklarar varje steg.",
          ],
        ],
      },
    ],
  },
  {
    id: "safety",
    title: "Trygghet och säkerhet",
    entries: [
      {
        id: "report",
        question: "Hur anmäler jag någon?",
        answer: [
          `Öppna menyn i chatten och välj ${moderation.report}. Välj en orsak (spam, trakasserier, olämpligt innehåll, bedrägeri, kränkande beteende eller annat) och lägg gärna till detaljer. En moderator går igenom varje anmälan, och den du anmäler får inte veta vem som gjort anmälan.`,
        ],
      },
      {
        id: "block",
        question: "Hur blockerar jag en användare?",
        answer: [
          `Öppna menyn i chatten och välj ${moderation.block}. Ingen av er kan sedan skicka meddelanden i era gemensamma konversationer.`,
          `Blockerade du någon av misstag? ${openSettings} Välj sedan ”${account.blocks.unblock}” vid personen under ”${account.blocks.title}”.`,
        ],
      },
      {
        id: "scams",
        question: "Hur känner jag igen en bluff?",
        answer: [
          {
            list: [
              "Någon vill betala eller få betalt utanför Kierto via en länk som skickas till dig.",
              "Du får e-post eller sms om att en betalning väntar på dig och uppmanas att logga in någonstans.",
              "Någon ber om dina bankkoder, kortuppgifter eller en verifieringskod.",
              "Priset är för bra för att vara sant, eller säljaren vill inte visa den faktiska varan.",
            ],
          },
          "Kierto ber aldrig om ditt lösenord eller dina kortuppgifter i chatten eller per e-post. Svara inte på sådana förfrågningar; anmäl dem.",
        ],
      },
      {
        id: "safe-hand-over",
        question: "Hur lämnar jag över en vara på ett tryggt sätt?",
        answer: [
          "Träffas på en allmän plats där det rör sig folk, i dagsljus, till exempel i ett köpcentrum eller på en station, och ta gärna med en vän. Köpare: kontrollera varan innan du betalar. Gör upp om allt i Kiertos chatt, så finns det ett underlag om något går snett.",
        ],
      },
      {
        id: "photo-location",
        question: "Kan andra se var mina bilder är tagna?",
        answer: [
          "Nej. Varje bild kodas om när du laddar upp den, och all metadata tas bort, också GPS-positionen och uppgifterna om kameran. Andra ser din ort bara om du själv anger den i din profil eller annons.",
        ],
      },
      {
        id: "who-reads-messages",
        question: "Vem kan läsa mina meddelanden?",
        answer: [
          "Bara du och den andra personen i konversationen. Om en konversation anmäls kan en moderator läsa den för att behandla anmälan.",
        ],
      },
    ],
  },
  {
    id: "technical",
    title: "Tekniska problem",
    entries: [
      {
        id: "confirmation-email",
        question: "Jag har inte fått bekräftelsen per e-post.",
        answer: [
          "Vänta några minuter och titta i skräpposten. Om det inte finns där, försök logga in: Kierto berättar att adressen inte är bekräftad än och låter dig skicka länken på nytt.",
        ],
      },
      {
        id: "forgot-password",
        question: "Jag har glömt mitt lösenord.",
        answer: [
          `Välj ”${auth.forgotPassword}” på inloggningssidan och ange din e-postadress. Vi skickar en länk där du kan välja ett nytt lösenord; den gäller i en timme.`,
        ],
      },
      {
        id: "photo-upload-fails",
        question: "Min bild laddas inte upp.",
        answer: [
          `Kontrollera att bilden är en JPG eller PNG (WebP går också) på högst ${limits.photoMegabytes} och att annonsen har färre än ${limits.photos} bilder. HEIC-bilder från iPhone godkänns inte. Om det ändå inte fungerar, ta en skärmdump av meddelandet och kontakta oss.`,
        ],
      },
      {
        id: "page-not-working",
        question: "En sida laddas inte eller ser konstig ut.",
        answer: [
          "Ladda om sidan och kontrollera att din webbläsare är uppdaterad: Kierto fungerar i de senaste versionerna av Chrome, Firefox, Safari och Edge. Kakor måste vara tillåtna för att du ska kunna hålla dig inloggad; Kierto använder bara de kakor som tjänsten behöver för att fungera.",
          "Om problemet kvarstår, berätta vilken webbläsare och enhet du använder och adressen till sidan.",
        ],
      },
      {
        id: "logged-out",
        question: "Varför blev jag utloggad?",
        answer: [
          `Inloggningar upphör efter en längre tid utan användning. En enhet loggas också ut när den loggas ut i enhetslistan under ”${pages.settings.title}”, eller när lösenordet byts med ”${account.password.signOutOthers}” ikryssat. Logga in igen. Om det inte var du, byt lösenord genast.`,
        ],
      },
    ],
  },
  {
    id: "account",
    title: "Konto och profil",
    entries: [
      {
        id: "edit-profile",
        question: "Hur redigerar jag min profil?",
        answer: [
          `Öppna ${shell.nav.profile} och välj ”${profile.edit}”. Du kan ändra visningsnamn, ort och presentation och ladda upp en profilbild. Spara när du är klar.`,
        ],
      },
      {
        id: "what-others-see",
        question: "Vad ser andra medlemmar om mig?",
        answer: [
          "Ditt visningsnamn, din profilbild, ort och presentation om du har lagt till dem, när du senast var aktiv, dina annonser, dina omdömen och ditt snittbetyg. Din e-postadress visas aldrig.",
        ],
      },
      {
        id: "sign-out-everywhere",
        question: "Hur loggar jag ut från alla enheter?",
        answer: [
          `${openSettings} Välj sedan ”${account.devices.signOutAll}” under listan över inloggade enheter. Alla inloggningar avslutas, också den här. I samma lista kan du logga ut en enskild enhet, eller alla utom den här. Använd det om du har tappat bort din telefon eller loggat in på en gemensam dator.`,
        ],
      },
      {
        id: "change-password",
        question: "Hur byter jag lösenord?",
        answer: [
          `${openSettings} Fyll i ditt nuvarande lösenord och ett nytt på minst ${limits.passwordLength} tecken under ”${account.password.title}”. Låt ”${account.password.signOutOthers}” vara ikryssat om du tror att någon annan kände till det gamla.`,
          `Om du har glömt ditt lösenord, välj ”${auth.forgotPassword}” på inloggningssidan, så skickar vi en länk per e-post där du kan välja ett nytt.`,
        ],
      },
      {
        id: "delete-account",
        question: "Hur raderar jag mitt konto?",
        answer: [
          `${openSettings} Välj sedan ”${account.deletion.button}” och bekräfta med ditt lösenord. Kontot raderas direkt: dina annonser tas bort och du loggas ut från alla enheter. De du har chattat med behåller konversationen, där dina meddelanden visas som från ”${common.deletedUser}”; omdömen och uppgifter om affärer finns kvar utan ditt namn. Det går inte att ångra.`,
          "En affär som är reserverad eller betald måste först slutföras eller avbrytas.",
          [
            "Uppgifter om genomförda affärer sparas så länge bokföringslagen kräver. I vår ",
            link("dataskyddsbeskrivning", "privacy", "retention"),
            " står vad som sparas och hur länge.",
          ],
        ],
      },
      {
        id: "data-copy",
        question: "Hur får jag en kopia av mina uppgifter?",
        answer: [
          `${openSettings} Välj sedan ”${account.exportData.button}”. Du får direkt en JSON-fil med allt Kierto har sparat om dig: ditt konto, din profil, dina annonser, favoriter, chattar, affärer, omdömen, anmälningar, aviseringar, blockeringar och inloggningar.`,
        ],
      },
    ],
  },
];

export const faq: typeof enFaq = {
  title: "Vanliga frågor",
  description:
    "Svar om att köpa och sälja på Kierto: bilder, kortbetalning, överlämning, omdömen, säkerhet, anmälningar och ditt konto.",
  intro: "Svar på det vi oftast får frågor om. Skriv ett ord för att hitta en fråga, eller öppna en kategori nedan.",
  searchLabel: "Sök bland vanliga frågor",
  searchPlaceholder: "Till exempel: bilder, betalning, blockera",
  resultCount: (count: number) => plural(count, { one: "1 fråga hittades", other: `${count} frågor hittades` }),
  emptyTitle: "Inga frågor matchar din sökning",
  emptyBody,
  categories,
};
