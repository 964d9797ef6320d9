import type { Messages } from "../messages";
import { pluralizer } from "../plural";
import { listingPages as listings } from "./listing-pages";

const plural = pluralizer("fi");

export const chats: Messages["chats"] = {
  list: {
    title: "Viestit",
    description: "Keskustelusi ostajien ja myyjien kanssa Kierrossa.",
    empty: "Ei vielä keskusteluja",
    emptyBody: `Löydä jotain kivaa ja kysy siitä painamalla ”${listings.product.messageSeller}”.`,
    browse: "Selaa tuotteita",
    you: "Sinä: ",
    noMessagesYet: "Ei vielä viestejä",
    unread: (count: number) => plural(count, { one: "1 lukematon viesti", other: `${count} lukematonta viestiä` }),
    loadError: "Keskustelujasi ei saatu ladattua.",
    sold: "Myyty",
    deleted: "Poistettu",
    blocked: "Estetty",
    withPerson: (name: string) => `Keskustelu: ${name}`,
    parcelUpdate: "Paketin tilanne",
    shipByExtension: "Lähetysaika",
    saleCancelled: "Kauppa peruttu",
  },
  chat: {
    notFound: "Keskustelua ei löytynyt",
    notFoundBody: "Keskustelua ei ole olemassa, tai se ei ole sinun.",
    backToMessages: "Takaisin viesteihin",
    sold: "MYYTY",
    soldBanner: "Tuote on myyty",
    soldBannerBody: "Voit yhä lukea keskustelun, mutta uusia viestejä ei voi lähettää.",
    reservedBanner: "Varattu toiselle ostajalle",
    reservedBannerBody:
      "Toinen ostaja on maksanut tämän tuotteen. Voit yhä lukea keskustelun ja kirjoittaa taas, jos hänen kauppansa perutaan.",
    deleted: "POISTETTU",
    deletedBanner: "Ilmoitus on poistettu",
    deletedBannerBody: "Voit yhä lukea keskustelun, mutta uusia viestejä ei voi lähettää.",
    blockedBanner: "Keskustelu on estetty",
    blockedBannerBody: "Kumpikaan teistä ei voi enää lähettää tänne viestejä.",
    conversationLabel: (name: string) => `Keskustelu: ${name}`,
    empty: "Ei vielä viestejä",
    emptyBody: "Tervehdi ja kysy tuotteesta.",
    today: "Tänään",
    yesterday: "Eilen",
    you: "Sinä",
    sending: "Lähetetään...",
    notSent: "Ei lähetetty",
    retry: "Yritä uudelleen",
    discard: "Hylkää",
    reconnecting: "Yhteys katkesi. Yhdistetään uudelleen...",
    newMessages: (count: number) => plural(count, { one: "1 uusi viesti", other: `${count} uutta viestiä` }),
    payOutside: {
      title: "Maksa vain Kierron kautta",
      body: "Tilisiirto tai MobilePay puhelinnumeroon ei ole suojattu: jos tuote ei koskaan tule, Kierto ei voi palauttaa rahojasi. Osta nyt pitää maksun turvassa, kunnes vahvistat saaneesi tuotteen.",
    },
    /** The notices the sale posts as the carrier reports on its parcel. */
    parcelUpdate: {
      title: "Paketin tilanne",
      created: "Paketti on valmis lähetettäväksi: myyjä löytää lähetyskoodin tilauksen sivulta.",
      collected: "Kuljetusyhtiö nouti paketin myyjältä.",
      in_transit: "Paketti on matkalla.",
      arrived: "Paketti on saapunut noutopisteeseen.",
      handed_over: "Paketti on noudettu.",
      returning: "Paketti palaa myyjälle. Ostajan maksu palautetaan.",
      exception: "Kuljetusyhtiö ilmoitti ongelmasta paketin kanssa. Seuraa sitä tilauksen sivulla.",
    },
    shipByExtension: {
      title: "Lähetysaika",
      requestedBySeller:
        "Myyjä pyytää lisäaikaa paketin lähettämiseen. Vastaa tilauksen sivulla tai kaupan paneelissa.",
      requestedByMe: "Pyysit ostajalta lisäaikaa paketin lähettämiseen.",
      granted: (days: number) => `Ostaja antoi ${days} arkipäivää lisäaikaa paketin lähettämiseen.`,
      declined: "Ostaja ei antanut lisäaikaa: paketin on oltava kuljetusyhtiöllä alkuperäiseen määräaikaan mennessä.",
    },
    saleCancelled: {
      title: "Kauppa peruttu",
      bySeller: (amount: string) => `Myyjä perui kaupan. Maksusi (${amount}) palautetaan sinulle.`,
      byMe: (amount: string) => `Peruit kaupan. Ostajalle palautetaan ${amount}.`,
      reason: "Syy:",
    },
  },
  composer: {
    label: "Viesti",
    placeholder: "Kirjoita viesti...",
    send: "Lähetä",
    hint: "Enter lähettää, Vaihto+Enter aloittaa uuden rivin",
    remaining: (left: number) => {
      const count = Math.abs(left);
      return left >= 0
        ? plural(count, { one: "1 merkki jäljellä", other: `${count} merkkiä jäljellä` })
        : plural(count, { one: "1 merkki liikaa", other: `${count} merkkiä liikaa` });
    },
    closed: "Tähän keskusteluun ei voi enää lähettää viestejä.",
  },
  toast: {
    sendError: "Viestin lähettäminen epäonnistui",
    blocked: "Keskustelu on estetty",
    sold: "Tuote on myyty",
  },
};
