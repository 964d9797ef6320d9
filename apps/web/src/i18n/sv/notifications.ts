import type { Messages } from "../messages";
import { pluralizer } from "../plural";
import { notificationSettings } from "./notification-settings";
import { pushTexts } from "./push-texts";

const plural = pluralizer("sv");

/** Each text is made from the notification's stored parameters; a parameter it lacks leaves its part out. */
export const notifications: Messages["notifications"] = {
  bellLabel: (unread: number) =>
    unread > 0 ? `Aviseringar, ${plural(unread, { one: "1 oläst", other: `${unread} olästa` })}` : "Aviseringar",
  title: "Aviseringar",
  markAllRead: "Markera alla som lästa",
  empty: "Inga aviseringar",
  unread: "Oläst",
  types: {
    new_message: {
      title: (count: number) => plural(count, { one: "Nytt meddelande", other: "Nya meddelanden" }),
      body: (sender: string | null, product: string | null, count: number) => {
        const what = plural(count, { one: "ett meddelande", other: "nya meddelanden" });
        if (sender && product) return `${sender} har skickat dig ${what} om ”${product}”.`;
        if (sender) return `${sender} har skickat dig ${what}.`;
        if (product) return `Du har fått ${what} om ”${product}”.`;
        return `Du har fått ${what}. Öppna chatten för att läsa.`;
      },
    },
    item_sold: {
      title: "Din vara har sålts",
      body: (product: string | null, buyer: string | null, amount: string | null) => {
        const item = product ? `”${product}”` : "Din vara";
        const to = buyer ? ` till ${buyer}` : "";
        const price = amount ? ` för ${amount}` : "";
        return `${item} har sålts${to}${price}. Lämna över varan och bekräfta sedan affären i chatten.`;
      },
      /** A shipped sale: the seller sends the parcel; the amount is the price, their side of the sale. */
      shippedBody: (product: string | null, buyer: string | null, amount: string | null) => {
        const item = product ? `”${product}”` : "Din vara";
        const to = buyer ? ` till ${buyer}` : "";
        const price = amount ? ` för ${amount}` : "";
        return `${item} har sålts${to}${price}. Skicka paketet inom tidsfristen med sändningskoden på beställningens sida.`;
      },
    },
    payment_confirmed: {
      title: "Betalningen är bekräftad",
      body: (product: string | null, amount: string | null) => {
        const paid = amount ? `Din betalning på ${amount}` : "Din betalning";
        const item = product ? ` för ”${product}”` : "";
        return `${paid}${item} har gått igenom. Kom överens med säljaren om överlämningen i chatten.`;
      },
      /** A shipped sale: the amount is what the buyer paid, the postage included. */
      shippedBody: (product: string | null, amount: string | null) => {
        const paid = amount ? `Din betalning på ${amount}` : "Din betalning";
        const item = product ? ` för ”${product}”` : "";
        return `${paid}${item} har gått igenom. Säljaren skickar varan till ditt utlämningsställe, och du får besked när paketet är på väg.`;
      },
    },
    sale_completed: {
      title: "Affären är klar!",
      body: (product: string | null) =>
        product
          ? `Affären med ”${product}” är klar. Nu kan ni ge varandra omdömen.`
          : "Affären är klar. Nu kan ni ge varandra omdömen.",
    },
    item_handed_over: {
      title: "Varan överlämnad",
      body: (product: string | null) =>
        `Säljaren säger att ${product ? `”${product}”` : "varan"} har lämnats över till dig. Om allt är OK, bekräfta det i chatten; annars blir affären klar automatiskt 48 timmar efter överlämningen.`,
    },
    parcel_shipped: {
      title: "Ditt paket är på väg",
      body: (product: string | null) =>
        `Transportören hämtade ${product ? `"${product}"` : "din vara"} hos säljaren. Du kan följa det på beställningens sida.`,
    },
    parcel_delivered: {
      title: "Ditt paket har kommit fram",
      body: (product: string | null) =>
        `${product ? `"${product}"` : "Din vara"} väntar på ditt utlämningsställe. När du har hämtat det, bekräfta att allt är OK; annars slutförs köpet automatiskt om 48 timmar.`,
    },
    case_update: {
      titles: {
        case_opened: "Köparen anmälde ett problem",
        case_answer_reminder: "Svara på köparens problemanmälan",
        case_return_accepted: "Säljaren godkände en retur",
        case_partial_offered: "Säljaren erbjöd en delvis återbetalning",
        case_contested: "Säljaren bestrider problemet",
        case_buyer_added_photos: "Köparen lade till bilder i ärendet",
        case_seller_added_photos: "Säljaren lade till bilder i ärendet",
        case_escalated: "Ärendet gick till våra moderatorer",
        case_refunded: "Ärendet slutade med full återbetalning",
        case_partially_refunded: "Ärendet slutade med delvis återbetalning",
        case_decided_return: "Våra moderatorer beslöt: full återbetalning när varan är tillbaka",
        case_decided_refunded: "Våra moderatorer beslöt: full återbetalning",
        case_decided_partially_refunded: "Våra moderatorer beslöt: delvis återbetalning",
        case_decided_released: "Våra moderatorer beslöt: betalningen går till säljaren",
        case_appeal_upheld: "Ditt överklagande är avgjort: beslutet står fast",
        case_appeal_overturned: "Ditt överklagande godtogs: vi ersatte din förlust",
        case_appeal_overturned_unpaid: "Ditt överklagande godtogs: ärendet räknas inte längre emot dig",
      } as Record<string, string>,
      returnPostage: {
        buyer: (amount: string) => `Returporto ${amount}: betalt av köparen, avdraget från återbetalningen.`,
        seller: (amount: string) => `Returporto ${amount}: betalt av säljaren.`,
        platform: (amount: string) => `Returporto ${amount}: betalt av Kierto.`,
      } as Record<string, (amount: string) => string>,
      fallbackTitle: "Problemärende",
      body: (product: string | null, amount: string | null) =>
        [product ? `"${product}"` : null, amount].filter(Boolean).join(": "),
    },
    offer: {
      titles: {
        offer_received: "Nytt bud",
        offer_countered: "Säljaren lade ett motbud",
        offer_accepted: "Budet godkändes",
        offer_declined: "Budet avböjdes",
        offer_withdrawn: "Budet drogs tillbaka",
        offer_expired: "Budet gick ut",
        offer_ended: "Budet avslutades: varan såldes",
      } as Record<string, string>,
      fallbackTitle: "Bud",
      body: (product: string | null, amount: string | null) =>
        [product ? `”${product}”` : null, amount].filter(Boolean).join(": "),
    },
    ship_by_reminder: {
      title: "Dags att skicka paketet",
      body: (product: string | null) =>
        `${product ? `"${product}"` : "Din sålda vara"} väntar fortfarande på att lämnas till transportören. Skicka den inom 5 arbetsdagar från betalningen, annars avbryts affären och köparen får pengarna tillbaka. Inlämningskoden finns på ordersidan.`,
    },
    receipt_reminder: {
      title: "Är allt OK?",
      body: (product: string | null) =>
        `Bekräfta att du har fått ${product ? `”${product}”` : "varan"}. Affären blir klar automatiskt om 24 timmar och säljaren får pengarna.`,
    },
    sale_cancelled: {
      title: "Affären avbröts",
      body: (product: string | null, amount: string | null, reason: string | null) => {
        const item = product ? `Säljaren avbröt affären med ”${product}”.` : "Säljaren avbröt affären.";
        const refund = amount ? ` Du får tillbaka ${amount}.` : " Du får tillbaka det du betalat.";
        return `${item}${refund}${reason ? ` Orsak: ${reason}` : ""}`;
      },
    },
    payment_refunded: {
      title: "Betalningen återbetalas",
      sellerTitle: "Köparen fick pengarna tillbaka",
      buyer: {
        late_payment: (product: string | null, amount: string | null) =>
          `${product ? `”${product}”` : "Varan"} såldes till någon annan innan din betalning kom fram, så ${amount ? `du får tillbaka ${amount}` : "du får tillbaka det du betalat"}.`,
        parcel_returned: (product: string | null, amount: string | null) =>
          `Paketet${product ? ` med ”${product}”` : ""} gick tillbaka till säljaren, så ${amount ? `du får tillbaka ${amount}` : "du får tillbaka det du betalat"}.`,
        not_shipped: (product: string | null, amount: string | null) =>
          `Säljaren skickade inte ${product ? `”${product}”` : "varan"} i tid, så ${amount ? `du får tillbaka ${amount}` : "du får tillbaka det du betalat"}.`,
        staff: (product: string | null, amount: string | null) =>
          `Kierto återbetalade din betalning${product ? ` för ”${product}”` : ""}${amount ? `: ${amount} går tillbaka till ditt kort` : ""}.`,
      },
      seller: {
        late_payment: (product: string | null) =>
          `En betalning${product ? ` för ”${product}”` : ""} kom fram först efter att varan sålts till någon annan och gick tillbaka till köparen.`,
        parcel_returned: (product: string | null) =>
          `Paketet${product ? ` med ”${product}”` : ""} hämtades inte ut och går tillbaka till dig; köparen fick pengarna tillbaka.`,
        not_shipped: (product: string | null) =>
          `${product ? `”${product}”` : "Varan"} skickades inte i tid: köparen fick pengarna tillbaka och varan är till salu igen.`,
        staff: (product: string | null, amount: string | null) =>
          `Kierto återbetalade köparens betalning${product ? ` för ”${product}”` : ""}${amount ? ` (${amount})` : ""}.`,
      },
    },
    price_drop: {
      title: "Sänkt pris",
      body: (product: string | null, price: string | null) => {
        const item = product ? `”${product}”, en av dina favoriter,` : "En av dina favoriter";
        return price ? `${item} kostar nu ${price}.` : `${item} har blivit billigare.`;
      },
    },
    saved_search_match: {
      title: (count: number) =>
        count > 1 ? "Nya träffar för din sparade sökning" : "Ny träff för din sparade sökning",
      body: (search: string | null, product: string | null, count: number) => {
        const which = search ? `din sökning ”${search}”` : "din sparade sökning";
        if (count > 1) return `${count} nya annonser matchar ${which}${product ? `, senast ”${product}”` : ""}.`;
        return product ? `”${product}” matchar ${which}.` : `En ny annons matchar ${which}.`;
      },
    },
    new_listing: {
      title: (count: number) =>
        count > 1 ? "Nya annonser från en säljare du följer" : "Ny annons från en säljare du följer",
      body: (seller: string | null, product: string | null, count: number) => {
        const who = seller ?? "En säljare du följer";
        if (count > 1) return `${who} har lagt upp ${count} nya plagg${product ? `, senast ”${product}”` : ""}.`;
        return product ? `${who} har lagt upp ”${product}”.` : `${who} har lagt upp en ny annons.`;
      },
    },
    new_review: {
      title: "Nytt omdöme",
      body: (reviewer: string | null, stars: number | null) => {
        const who = reviewer ?? "Någon";
        if (stars === null) return `${who} har gett dig ett omdöme.`;
        return `${who} har gett dig ett omdöme med ${plural(stars, { one: "1 stjärna", other: `${stars} stjärnor` })}.`;
      },
    },
    /** The statement of reasons of a moderation decision (EU Digital Services Act art. 17). */
    moderation_decision: {
      title: "Modereringsbeslut",
      body: (action: string | null, reason: string | null, note: string | null, product: string | null) => {
        const decided =
          action === "suspend_user"
            ? "stängt av ditt konto"
            : action === "remove_listing"
              ? `tagit bort din annons${product ? ` ”${product}”` : ""}`
              : "funnit den befogad. Det här är en varning";
        const ground = reason ? ` Grund: ${reason}, i strid med våra användarvillkor.` : "";
        const why = note ? ` Moderatorns motivering: ${note}` : "";
        return `Vi har granskat en anmälan om dig och ${decided}.${ground}${why} Du kan överklaga beslutet inom 14 dagar: öppna den här aviseringen och skriv din överklagan. Den granskas av en moderator som inte var med och fattade beslutet.`;
      },
    },
    suspension_lifted: {
      title: "Ditt konto är öppet igen",
      body: (note: string | null) =>
        `En moderator har hävt avstängningen av ditt konto. Du kan köpa, sälja och skicka meddelanden som förut.${note ? ` Moderatorns motivering: ${note}` : ""}`,
    },
    appeal_decided: {
      title: "Din överklagan har granskats",
      body: (overturned: boolean, lifted: boolean, note: string | null) => {
        const outcome = overturned
          ? `En moderator har godkänt din överklagan och dragit tillbaka beslutet${lifted ? ". Ditt konto är öppet igen" : ""}.`
          : "En moderator har granskat din överklagan och beslutet står fast.";
        return `${outcome}${note ? ` Moderatorns motivering: ${note}` : ""}`;
      },
    },
    report_outcome: {
      title: "Din anmälan har granskats",
      body: (upheld: boolean, reason: string | null) => {
        const about = reason ? ` (${reason})` : "";
        return upheld
          ? `Tack! En moderator fann din anmälan${about} befogad och har vidtagit åtgärder.`
          : `En moderator har granskat din anmälan${about} och fann inget brott mot våra villkor. Tack för att du hörde av dig.`;
      },
    },
    payout_paid: {
      title: "Uttaget är utbetalt",
      body: (amount: string | null, last4: string | null) =>
        `${amount ? `Ditt uttag på ${amount}` : "Ditt uttag"} har betalats till ditt bankkonto${last4 ? ` som slutar på ${last4}` : ""}.`,
    },
    payout_failed: {
      title: "Uttaget kom tillbaka",
      body: (amount: string | null, last4: string | null) =>
        `Banken returnerade ditt uttag${amount ? ` på ${amount}` : ""}${last4 ? ` till kontot som slutar på ${last4}` : ""}. Pengarna finns åter i ditt tillgängliga saldo: kontrollera ditt IBAN i plånboken och ta ut igen.`,
    },
    profile_reminder: {
      title: "Gör klart din profil",
      body: "Lägg till din ort och en profilbild, så vet köpare och säljare vem de har att göra med.",
    },
    ledger_check_failed: {
      title: "Kontrollen av bokföringen hittade avvikelser",
      body: (problems: number) =>
        `Bokföringens timkontroll hittade avvikelser (${problems} slag). Öppna ekonomisidan för att se dem.`,
    },
    dac7_details_needed: {
      title: "Din försäljning kräver dina skatteuppgifter",
      body: (year: number | null, remindersLeft: number | null) =>
        `Din försäljning ${year ?? "i år"} överskrider gränserna över vilka Kierto måste rapportera den till Skatteförvaltningen (DAC7). Ange dina utbetalningsuppgifter och din personbeteckning i plånboken.${remindersLeft === 0 ? " Annars väntar dina utbetalningar tills du gör det." : ""}`,
    },
    payouts_withheld: {
      title: "Dina utbetalningar väntar",
      body: (year: number | null) =>
        `Dina utbetalningar väntar tills du anger uppgifterna som Kierto måste rapportera för din försäljning ${year ?? "i år"}. Lägg till dem i plånboken så kan du ta ut pengar direkt igen.`,
    },
    other: { title: "Kierto", body: "Något har ändrats på ditt konto." },
  },
  settings: notificationSettings,
  push: pushTexts,
};
