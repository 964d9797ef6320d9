import type { Messages } from "../messages";
import { pluralizer } from "../plural";
import { listingPages as listings } from "./listing-pages";

const plural = pluralizer("sv");

export const chats: Messages["chats"] = {
  list: {
    title: "Meddelanden",
    description: "Dina konversationer med köpare och säljare på Kierto.",
    empty: "Inga konversationer än",
    emptyBody: `Hitta något du gillar och tryck på ”${listings.product.messageSeller}” för att fråga om det.`,
    browse: "Bläddra bland varorna",
    you: "Du: ",
    noMessagesYet: "Inga meddelanden än",
    unread: (count: number) => plural(count, { one: "1 oläst meddelande", other: `${count} olästa meddelanden` }),
    loadError: "Dina konversationer kunde inte läsas in.",
    sold: "Såld",
    deleted: "Borttagen",
    blocked: "Blockerad",
    withPerson: (name: string) => `med ${name}`,
    parcelUpdate: "Paketets status",
    shipByExtension: "Leveranstid",
    saleCancelled: "Affären avbröts",
  },
  chat: {
    notFound: "Chatten hittades inte",
    notFoundBody: "Konversationen finns inte, eller så är den inte din.",
    backToMessages: "Tillbaka till meddelandena",
    sold: "SÅLD",
    soldBanner: "Varan är såld",
    soldBannerBody: "Du kan fortfarande läsa konversationen, men det går inte att skicka nya meddelanden.",
    reservedBanner: "Reserverad för en annan köpare",
    reservedBannerBody:
      "En annan köpare har betalat för varan. Du kan fortfarande läsa konversationen och skriva igen om affären avbryts.",
    deleted: "BORTTAGEN",
    deletedBanner: "Annonsen har tagits bort",
    deletedBannerBody: "Du kan fortfarande läsa konversationen, men det går inte att skicka nya meddelanden.",
    blockedBanner: "Konversationen har blockerats",
    blockedBannerBody: "Ingen av er kan skicka meddelanden här längre.",
    conversationLabel: (name: string) => `Konversation med ${name}`,
    empty: "Inga meddelanden än",
    emptyBody: "Säg hej och fråga om varan.",
    today: "I dag",
    yesterday: "I går",
    you: "Du",
    sending: "Skickar…",
    notSent: "Inte skickat",
    retry: "Försök igen",
    discard: "Släng",
    reconnecting: "Anslutningen bröts. Ansluter på nytt…",
    newMessages: (count: number) => plural(count, { one: "1 nytt meddelande", other: `${count} nya meddelanden` }),
    payOutside: {
      title: "Betala bara via Kierto",
      body: "En banköverföring eller MobilePay till ett telefonnummer är inte skyddad: om varan aldrig kommer kan Kierto inte ge dig pengarna tillbaka. Köp nu håller betalningen säker tills du bekräftar att du har fått varan.",
    },
    /** The notices the sale posts as the carrier reports on its parcel. */
    parcelUpdate: {
      title: "Paketets status",
      created: "Paketet är klart att skickas: säljaren hittar sändningskoden på beställningens sida.",
      collected: "Transportören hämtade paketet hos säljaren.",
      in_transit: "Paketet är på väg.",
      arrived: "Paketet har kommit fram till utlämningsstället.",
      handed_over: "Paketet har hämtats.",
      returning: "Paketet går tillbaka till säljaren. Köparens betalning återbetalas.",
      exception: "Transportören rapporterade ett problem med paketet. Följ det på beställningens sida.",
    },
    shipByExtension: {
      title: "Leveranstid",
      requestedBySeller: "Säljaren ber om mer tid att skicka paketet. Svara på ordersidan eller i köppanelen.",
      requestedByMe: "Du bad köparen om mer tid att skicka paketet.",
      granted: (days: number) => `Köparen gav ${days} arbetsdagar till för att skicka paketet.`,
      declined: "Köparen gav ingen extra tid: paketet måste nå transportören inom den ursprungliga tidsfristen.",
    },
    saleCancelled: {
      title: "Affären avbröts",
      bySeller: (amount: string) => `Säljaren avbröt affären. Du får tillbaka din betalning på ${amount}.`,
      byMe: (amount: string) => `Du avbröt affären. Köparen får tillbaka ${amount}.`,
      reason: "Orsak:",
    },
  },
  composer: {
    label: "Meddelande",
    placeholder: "Skriv ett meddelande…",
    send: "Skicka",
    hint: "Enter skickar, Skift+Enter ger en ny rad",
    remaining: (left: number) => {
      const count = Math.abs(left);
      const characters = plural(count, { one: "1 tecken", other: `${count} tecken` });
      return left >= 0 ? `${characters} kvar` : `${characters} för mycket`;
    },
    closed: "Det går inte längre att skicka meddelanden i den här konversationen.",
  },
  toast: {
    sendError: "Meddelandet kunde inte skickas",
    blocked: "Konversationen har blockerats",
    sold: "Varan är såld",
  },
};
