import type { Language, NotificationGroup } from "@kierto/shared";

/** What a notification mail may name: the words the notification's own data holds. */
export interface NotificationMailParams {
  productTitle?: string;
  senderName?: string;
  /** The followed seller who listed something new. */
  sellerName?: string;
  /** Unread messages in the conversation; new listings of a seller or a saved search within the hour. */
  count?: number;
  /** The saved search a new listing matched, by the name its owner gave it. */
  searchName?: string;
}

interface GroupText {
  subject: (p: NotificationMailParams) => string;
  body: (p: NotificationMailParams) => string;
}

interface NotificationMailTexts {
  open: string;
  groupName: Record<NotificationGroup, string>;
  whyThisMail: (groupName: string) => string;
  unsubscribe: string;
  preferences: string;
  groups: Record<NotificationGroup, GroupText>;
}

const about = (title: string | undefined, word: string) => (title ? ` ${word} "${title}"` : "");

const en: NotificationMailTexts = {
  open: "Open Kierto",
  groupName: {
    messages: "Messages",
    offers_sales: "Offers and sales",
    payments: "Payments and payouts",
    shipping: "Shipping",
    reviews: "Reviews",
    price_drops: "Price drops",
    followed_sellers: "New from sellers you follow",
    saved_searches: "Saved-search matches",
    moderation: "Moderation decisions",
    account_security: "Account security",
  },
  whyThisMail: (group) => `You get this mail because e-mail is on for "${group}" in your notification settings.`,
  unsubscribe: "Stop these mails",
  preferences: "Choose which mails you get",
  groups: {
    messages: {
      subject: (p) => `${p.senderName ?? "Someone"} sent you a message on Kierto`,
      body: (p) =>
        `${p.senderName ?? "Someone"} wrote to you${about(p.productTitle, "about")}${(p.count ?? 1) > 1 ? ` (${p.count} unread messages)` : ""}. Answer soon: a quick reply often makes the sale.`,
    },
    offers_sales: {
      subject: () => "News about your sale on Kierto",
      body: (p) => `There is news about an offer or a sale${about(p.productTitle, "of")}.`,
    },
    payments: {
      subject: () => "News about your money on Kierto",
      body: () => "There is news about a payment or a payout.",
    },
    shipping: {
      subject: () => "News about your parcel on Kierto",
      body: (p) => `There is news about a parcel${about(p.productTitle, "with")}.`,
    },
    reviews: { subject: () => "You have a new review on Kierto", body: () => "Someone reviewed your sale." },
    price_drops: {
      subject: () => "A favourite is cheaper on Kierto",
      body: (p) => `The price${about(p.productTitle, "of")} went down.`,
    },
    followed_sellers: {
      subject: (p) => `${p.sellerName ?? "A seller you follow"} listed something new on Kierto`,
      body: (p) =>
        `${p.sellerName ?? "A seller you follow"} listed${p.productTitle ? ` "${p.productTitle}"` : " something new"}. Have a look before someone else does.`,
    },
    saved_searches: {
      subject: (p) => `New on Kierto for your search${p.searchName ? ` "${p.searchName}"` : ""}`,
      body: (p) =>
        `${(p.count ?? 1) > 1 ? `${p.count} new listings match` : "A new listing matches"} your saved search${p.searchName ? ` "${p.searchName}"` : ""}${p.productTitle ? `, the newest "${p.productTitle}"` : ""}. Have a look before someone else does.`,
    },
    moderation: {
      subject: () => "A moderation decision on Kierto",
      body: () => "A moderator decided about a report that concerns you. Open Kierto to read the reasons.",
    },
    account_security: { subject: () => "About your Kierto account", body: () => "There is news about your account." },
  },
};

const fi: NotificationMailTexts = {
  open: "Avaa Kierto",
  groupName: {
    messages: "Viestit",
    offers_sales: "Tarjoukset ja myynnit",
    payments: "Maksut ja tilitykset",
    shipping: "Toimitukset",
    reviews: "Arviot",
    price_drops: "Hinnanlaskut",
    followed_sellers: "Uutta seuraamiltasi myyjiltä",
    saved_searches: "Tallennettujen hakujen osumat",
    moderation: "Moderointipäätökset",
    account_security: "Tilin turvallisuus",
  },
  whyThisMail: (group) => `Saat tämän viestin, koska sähköposti on päällä ryhmälle "${group}" ilmoitusasetuksissasi.`,
  unsubscribe: "Lopeta nämä viestit",
  preferences: "Valitse, mitä viestejä saat",
  groups: {
    messages: {
      subject: (p) => `${p.senderName ?? "Joku"} lähetti sinulle viestin Kierrossa`,
      body: (p) =>
        `${p.senderName ?? "Joku"} kirjoitti sinulle${about(p.productTitle, "tuotteesta")}${(p.count ?? 1) > 1 ? ` (${p.count} lukematonta viestiä)` : ""}. Vastaa pian: nopea vastaus tuo usein kaupan.`,
    },
    offers_sales: {
      subject: () => "Uutta myynnistäsi Kierrossa",
      body: (p) => `Tarjoukseen tai myyntiin${about(p.productTitle, "tuotteesta")} liittyy uutta.`,
    },
    payments: { subject: () => "Uutta rahoistasi Kierrossa", body: () => "Maksuun tai tilitykseen liittyy uutta." },
    shipping: {
      subject: () => "Uutta paketistasi Kierrossa",
      body: (p) => `Pakettiin${about(p.productTitle, "tuotteelle")} liittyy uutta.`,
    },
    reviews: { subject: () => "Sait uuden arvion Kierrossa", body: () => "Joku arvioi kauppanne." },
    price_drops: {
      subject: () => "Suosikkisi on halvempi Kierrossa",
      body: (p) => `Hinta laski${about(p.productTitle, "tuotteelta")}.`,
    },
    followed_sellers: {
      subject: (p) => `${p.sellerName ?? "Seuraamasi myyjä"} lisäsi uuden ilmoituksen Kiertoon`,
      body: (p) =>
        `${p.sellerName ?? "Seuraamasi myyjä"} lisäsi ilmoituksen${p.productTitle ? ` "${p.productTitle}"` : ""}. Katso se ennen muita.`,
    },
    saved_searches: {
      subject: (p) => `Uutta Kierrossa hakuusi${p.searchName ? ` "${p.searchName}"` : ""}`,
      body: (p) =>
        `${(p.count ?? 1) > 1 ? `${p.count} uutta ilmoitusta vastaa` : "Uusi ilmoitus vastaa"} tallennettua hakuasi${p.searchName ? ` "${p.searchName}"` : ""}${p.productTitle ? `, uusimpana "${p.productTitle}"` : ""}. Katso ne ennen muita.`,
    },
    moderation: {
      subject: () => "Moderointipäätös Kierrossa",
      body: () => "Moderaattori teki päätöksen sinua koskevasta ilmoituksesta. Avaa Kierto lukeaksesi perustelut.",
    },
    account_security: { subject: () => "Kierto-tilistäsi", body: () => "Tiliisi liittyy uutta." },
  },
};

const sv: NotificationMailTexts = {
  open: "Öppna Kierto",
  groupName: {
    messages: "Meddelanden",
    offers_sales: "Bud och försäljningar",
    payments: "Betalningar och utbetalningar",
    shipping: "Frakt",
    reviews: "Omdömen",
    price_drops: "Prissänkningar",
    followed_sellers: "Nytt från säljare du följer",
    saved_searches: "Träffar för sparade sökningar",
    moderation: "Modereringsbeslut",
    account_security: "Kontosäkerhet",
  },
  whyThisMail: (group) => `Du får detta mejl eftersom e-post är på för "${group}" i dina aviseringsinställningar.`,
  unsubscribe: "Stoppa dessa mejl",
  preferences: "Välj vilka mejl du får",
  groups: {
    messages: {
      subject: (p) => `${p.senderName ?? "Någon"} skickade ett meddelande till dig på Kierto`,
      body: (p) =>
        `${p.senderName ?? "Någon"} skrev till dig${about(p.productTitle, "om")}${(p.count ?? 1) > 1 ? ` (${p.count} olästa meddelanden)` : ""}. Svara snart: ett snabbt svar ger ofta en affär.`,
    },
    offers_sales: {
      subject: () => "Nytt om din försäljning på Kierto",
      body: (p) => `Det finns nytt om ett bud eller en försäljning${about(p.productTitle, "av")}.`,
    },
    payments: {
      subject: () => "Nytt om dina pengar på Kierto",
      body: () => "Det finns nytt om en betalning eller utbetalning.",
    },
    shipping: {
      subject: () => "Nytt om ditt paket på Kierto",
      body: (p) => `Det finns nytt om ett paket${about(p.productTitle, "med")}.`,
    },
    reviews: {
      subject: () => "Du har fått ett nytt omdöme på Kierto",
      body: () => "Någon gav ett omdöme om er affär.",
    },
    price_drops: {
      subject: () => "En favorit är billigare på Kierto",
      body: (p) => `Priset${about(p.productTitle, "på")} har sänkts.`,
    },
    followed_sellers: {
      subject: (p) => `${p.sellerName ?? "En säljare du följer"} har lagt upp något nytt på Kierto`,
      body: (p) =>
        `${p.sellerName ?? "En säljare du följer"} har lagt upp${p.productTitle ? ` "${p.productTitle}"` : " en ny annons"}. Ta en titt innan någon annan gör det.`,
    },
    saved_searches: {
      subject: (p) => `Nytt på Kierto för din sökning${p.searchName ? ` "${p.searchName}"` : ""}`,
      body: (p) =>
        `${(p.count ?? 1) > 1 ? `${p.count} nya annonser matchar` : "En ny annons matchar"} din sparade sökning${p.searchName ? ` "${p.searchName}"` : ""}${p.productTitle ? `, den nyaste "${p.productTitle}"` : ""}. Ta en titt innan någon annan gör det.`,
    },
    moderation: {
      subject: () => "Ett modereringsbeslut på Kierto",
      body: () => "En moderator har fattat ett beslut om en anmälan som gäller dig. Öppna Kierto för att läsa skälen.",
    },
    account_security: { subject: () => "Om ditt Kierto-konto", body: () => "Det finns nytt om ditt konto." },
  },
};

export const notificationMailTexts: Record<Language, NotificationMailTexts> = { en, fi, sv };
