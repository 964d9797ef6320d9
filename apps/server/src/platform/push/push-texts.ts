import type { Language, NotificationGroup } from "@kierto/shared";

/** What a push message may name: the words the notification's own data holds. */
export interface PushTextParams {
  productTitle?: string;
  senderName?: string;
  sellerName?: string;
  /** Unread messages in the conversation. */
  count?: number;
}

interface PushText {
  title: (p: PushTextParams) => string;
  body: (p: PushTextParams) => string;
}

/**
 * A push message's words per group, in the recipient's language: shorter than the mail's, since
 * a phone shows a line or two of them.
 */
type PushTexts = Record<NotificationGroup, PushText>;

const quoted = (title: string | undefined, fallback: string) => (title ? `"${title}"` : fallback);

const en: PushTexts = {
  messages: {
    title: (p) => p.senderName ?? "New message",
    body: (p) =>
      (p.count ?? 1) > 1
        ? `${p.count} new messages${p.productTitle ? ` about "${p.productTitle}"` : ""}`
        : `New message${p.productTitle ? ` about "${p.productTitle}"` : ""}`,
  },
  offers_sales: { title: () => "News about your sale", body: (p) => quoted(p.productTitle, "Open Kierto to see it.") },
  payments: { title: () => "News about your money", body: () => "A payment or payout has news." },
  shipping: { title: () => "News about your parcel", body: (p) => quoted(p.productTitle, "Open Kierto to see it.") },
  reviews: { title: () => "New review", body: () => "Someone reviewed your sale." },
  price_drops: { title: () => "Price drop", body: (p) => `${quoted(p.productTitle, "A favourite")} is cheaper now.` },
  followed_sellers: {
    title: (p) => `${p.sellerName ?? "A seller you follow"} listed something new`,
    body: (p) => quoted(p.productTitle, "Have a look before someone else does."),
  },
  saved_searches: { title: () => "New matches for your saved search", body: () => "New listings match your search." },
  moderation: { title: () => "A moderation decision", body: () => "Open Kierto to read the reasons." },
  account_security: { title: () => "About your Kierto account", body: () => "There is news about your account." },
};

const fi: PushTexts = {
  messages: {
    title: (p) => p.senderName ?? "Uusi viesti",
    body: (p) =>
      (p.count ?? 1) > 1
        ? `${p.count} uutta viestiä${p.productTitle ? ` tuotteesta "${p.productTitle}"` : ""}`
        : `Uusi viesti${p.productTitle ? ` tuotteesta "${p.productTitle}"` : ""}`,
  },
  offers_sales: { title: () => "Uutta myynnistäsi", body: (p) => quoted(p.productTitle, "Avaa Kierto nähdäksesi.") },
  payments: { title: () => "Uutta rahoistasi", body: () => "Maksuun tai tilitykseen liittyy uutta." },
  shipping: { title: () => "Uutta paketistasi", body: (p) => quoted(p.productTitle, "Avaa Kierto nähdäksesi.") },
  reviews: { title: () => "Uusi arvio", body: () => "Joku arvioi kauppanne." },
  price_drops: { title: () => "Hinta laski", body: (p) => `${quoted(p.productTitle, "Suosikkisi")} on nyt halvempi.` },
  followed_sellers: {
    title: (p) => `${p.sellerName ?? "Seuraamasi myyjä"} lisäsi uuden ilmoituksen`,
    body: (p) => quoted(p.productTitle, "Katso se ennen muita."),
  },
  saved_searches: {
    title: () => "Uusia osumia tallennettuun hakuusi",
    body: () => "Uudet ilmoitukset vastaavat hakuasi.",
  },
  moderation: { title: () => "Moderointipäätös", body: () => "Avaa Kierto lukeaksesi perustelut." },
  account_security: { title: () => "Kierto-tilistäsi", body: () => "Tiliisi liittyy uutta." },
};

const sv: PushTexts = {
  messages: {
    title: (p) => p.senderName ?? "Nytt meddelande",
    body: (p) =>
      (p.count ?? 1) > 1
        ? `${p.count} nya meddelanden${p.productTitle ? ` om "${p.productTitle}"` : ""}`
        : `Nytt meddelande${p.productTitle ? ` om "${p.productTitle}"` : ""}`,
  },
  offers_sales: {
    title: () => "Nytt om din försäljning",
    body: (p) => quoted(p.productTitle, "Öppna Kierto för att se."),
  },
  payments: { title: () => "Nytt om dina pengar", body: () => "Det finns nytt om en betalning eller utbetalning." },
  shipping: { title: () => "Nytt om ditt paket", body: (p) => quoted(p.productTitle, "Öppna Kierto för att se.") },
  reviews: { title: () => "Nytt omdöme", body: () => "Någon gav ett omdöme om er affär." },
  price_drops: { title: () => "Prissänkning", body: (p) => `${quoted(p.productTitle, "En favorit")} är billigare nu.` },
  followed_sellers: {
    title: (p) => `${p.sellerName ?? "En säljare du följer"} har lagt upp något nytt`,
    body: (p) => quoted(p.productTitle, "Ta en titt innan någon annan gör det."),
  },
  saved_searches: {
    title: () => "Nya träffar för din sparade sökning",
    body: () => "Nya annonser matchar din sökning.",
  },
  moderation: { title: () => "Ett modereringsbeslut", body: () => "Öppna Kierto för att läsa skälen." },
  account_security: { title: () => "Om ditt Kierto-konto", body: () => "Det finns nytt om ditt konto." },
};

export const pushTexts: Record<Language, PushTexts> = { en, fi, sv };
