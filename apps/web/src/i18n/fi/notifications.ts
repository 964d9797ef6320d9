import type { Messages } from "../messages";
import { pluralizer } from "../plural";
import { notificationSettings } from "./notification-settings";
import { pushTexts } from "./push-texts";

const plural = pluralizer("fi");

export const notifications: Messages["notifications"] = {
  bellLabel: (unread: number) => (unread > 0 ? `Ilmoitukset, ${unread} lukematta` : "Ilmoitukset"),
  title: "Ilmoitukset",
  markAllRead: "Merkitse kaikki luetuiksi",
  empty: "Ei ilmoituksia",
  unread: "Lukematon",
  types: {
    new_message: {
      title: (count: number) => plural(count, { one: "Uusi viesti", other: "Uusia viestejä" }),
      body: (sender: string | null, product: string | null, count: number) => {
        const what = plural(count, { one: "viestin", other: "uusia viestejä" });
        const got = plural(count, { one: "uuden viestin", other: "uusia viestejä" });
        const about = product ? ` tuotteesta "${product}"` : "";
        if (sender) return `${sender} lähetti sinulle ${what}${about}.`;
        if (product) return `Sait ${got}${about}.`;
        return `Sait ${got}. Avaa keskustelu lukeaksesi.`;
      },
    },
    item_sold: {
      title: "Tuotteesi on myyty",
      body: (product: string | null, buyer: string | null, amount: string | null) => {
        const item = product ? `Tuotteesi "${product}"` : "Tuotteesi";
        const details = [buyer ? `ostaja: ${buyer}` : null, amount ? `hinta: ${amount}` : null].filter(Boolean);
        const parts = details.length > 0 ? ` (${details.join(", ")})` : "";
        return `${item} on myyty${parts}. Luovuta tuote ja vahvista sitten myynti keskustelussa.`;
      },
      /** A shipped sale: the seller sends the parcel; the amount is the price, their side of the sale. */
      shippedBody: (product: string | null, buyer: string | null, amount: string | null) => {
        const item = product ? `Tuotteesi "${product}"` : "Tuotteesi";
        const details = [buyer ? `ostaja: ${buyer}` : null, amount ? `hinta: ${amount}` : null].filter(Boolean);
        const parts = details.length > 0 ? ` (${details.join(", ")})` : "";
        return `${item} on myyty${parts}. Lähetä paketti määräaikaan mennessä tilauksen sivulla näkyvällä lähetyskoodilla.`;
      },
    },
    payment_confirmed: {
      title: "Maksu vahvistettu",
      body: (product: string | null, amount: string | null) => {
        const paid = amount ? `Maksusi ${amount}` : "Maksusi";
        const item = product ? ` tuotteesta "${product}"` : "";
        return `${paid}${item} on mennyt läpi. Sopikaa luovutuksesta myyjän kanssa keskustelussa.`;
      },
      /** A shipped sale: the amount is what the buyer paid, the postage included. */
      shippedBody: (product: string | null, amount: string | null) => {
        const paid = amount ? `Maksusi ${amount}` : "Maksusi";
        const item = product ? ` tuotteesta "${product}"` : "";
        return `${paid}${item} on mennyt läpi. Myyjä lähettää tuotteen valitsemaasi noutopisteeseen, ja saat tiedon, kun paketti on matkalla.`;
      },
    },
    sale_completed: {
      title: "Kauppa on valmis!",
      body: (product: string | null) =>
        product
          ? `Tuotteen "${product}" kauppa on valmis. Voitte nyt arvioida toisenne.`
          : "Kauppa on valmis. Voitte nyt arvioida toisenne.",
    },
    item_handed_over: {
      title: "Tuote luovutettu",
      body: (product: string | null) =>
        `Myyjä kertoo luovuttaneensa ${product ? `tuotteen "${product}"` : "tuotteen"} sinulle. Jos kaikki on kunnossa, vahvista se keskustelussa; muuten kauppa valmistuu automaattisesti 48 tunnin kuluttua luovutuksesta.`,
    },
    parcel_shipped: {
      title: "Pakettisi on matkalla",
      body: (product: string | null) =>
        `Kuljetusyhtiö nouti ${product ? `tuotteen "${product}"` : "tuotteesi"} myyjältä. Voit seurata sitä tilauksen sivulla.`,
    },
    parcel_delivered: {
      title: "Pakettisi on perillä",
      body: (product: string | null) =>
        `${product ? `Tuote "${product}"` : "Tuotteesi"} odottaa noutopisteessä. Kun olet noutanut sen, vahvista että kaikki on kunnossa; muuten kauppa päättyy automaattisesti 48 tunnin kuluttua.`,
    },
    case_update: {
      titles: {
        case_opened: "Ostaja ilmoitti ongelmasta",
        case_answer_reminder: "Vastaa ostajan ongelmailmoitukseen",
        case_return_accepted: "Myyjä hyväksyi palautuksen",
        case_partial_offered: "Myyjä tarjosi osittaista hyvitystä",
        case_contested: "Myyjä kiistää ongelman",
        case_buyer_added_photos: "Ostaja lisäsi kuvia tapaukseen",
        case_seller_added_photos: "Myyjä lisäsi kuvia tapaukseen",
        case_escalated: "Tapaus siirtyi moderaattoreille",
        case_refunded: "Tapaus päättyi täyteen hyvitykseen",
        case_partially_refunded: "Tapaus päättyi osittaiseen hyvitykseen",
        case_decided_return: "Moderaattorimme ratkaisivat: täysi hyvitys, kun tuote on palautettu",
        case_decided_refunded: "Moderaattorimme ratkaisivat: täysi hyvitys",
        case_decided_partially_refunded: "Moderaattorimme ratkaisivat: osittainen hyvitys",
        case_decided_released: "Moderaattorimme ratkaisivat: maksu myyjälle",
        case_appeal_upheld: "Valituksesi on käsitelty: ratkaisu pysyy",
        case_appeal_overturned: "Valituksesi hyväksyttiin: korvasimme menetyksesi",
        case_appeal_overturned_unpaid: "Valituksesi hyväksyttiin: tapausta ei enää lueta sinua vastaan",
      } as Record<string, string>,
      returnPostage: {
        buyer: (amount: string) => `Palautuspostikulut ${amount}: maksoi ostaja, hyvityksestä vähennettynä.`,
        seller: (amount: string) => `Palautuspostikulut ${amount}: maksoi myyjä.`,
        platform: (amount: string) => `Palautuspostikulut ${amount}: maksoi Kierto.`,
      } as Record<string, (amount: string) => string>,
      fallbackTitle: "Ongelmatapaus",
      body: (product: string | null, amount: string | null) =>
        [product ? `"${product}"` : null, amount].filter(Boolean).join(": "),
    },
    offer: {
      titles: {
        offer_received: "Uusi tarjous",
        offer_countered: "Myyjä teki vastatarjouksen",
        offer_accepted: "Tarjous hyväksyttiin",
        offer_declined: "Tarjous hylättiin",
        offer_withdrawn: "Tarjous peruttiin",
        offer_expired: "Tarjous vanheni",
        offer_ended: "Tarjous päättyi: tuote myytiin",
      } as Record<string, string>,
      fallbackTitle: "Tarjous",
      body: (product: string | null, amount: string | null) =>
        [product ? `"${product}"` : null, amount].filter(Boolean).join(": "),
    },
    ship_by_reminder: {
      title: "Aika lähettää paketti",
      body: (product: string | null) =>
        `${product ? `"${product}"` : "Myymäsi tuote"} odottaa yhä luovutusta kuljetusyhtiölle. Lähetä se 5 arkipäivän kuluessa maksusta, muuten kauppa perutaan ja ostajalle palautetaan rahat. Lähetyskoodi on tilauksen sivulla.`,
    },
    receipt_reminder: {
      title: "Onko kaikki kunnossa?",
      body: (product: string | null) =>
        `Vahvista, että olet saanut ${product ? `tuotteen "${product}"` : "tuotteen"}. Kauppa valmistuu automaattisesti 24 tunnin kuluttua, ja myyjä saa rahat.`,
    },
    sale_cancelled: {
      title: "Kauppa peruttu",
      body: (product: string | null, amount: string | null, reason: string | null) => {
        const item = product ? `Myyjä perui tuotteen "${product}" kaupan.` : "Myyjä perui kaupan.";
        const refund = amount ? ` Sinulle palautetaan ${amount}.` : " Maksusi palautetaan sinulle.";
        return `${item}${refund}${reason ? ` Syy: ${reason}` : ""}`;
      },
    },
    payment_refunded: {
      title: "Maksu palautettu",
      sellerTitle: "Ostajalle palautettiin maksu",
      buyer: {
        late_payment: (product: string | null, amount: string | null) =>
          `${product ? `Tuote "${product}"` : "Tuote"} myytiin toiselle ennen kuin maksusi ehti perille, joten ${amount ? `sinulle palautetaan ${amount}` : "maksusi palautetaan sinulle"}.`,
        parcel_returned: (product: string | null, amount: string | null) =>
          `${product ? `Tuotteen "${product}" paketti` : "Paketti"} palasi myyjälle, joten ${amount ? `sinulle palautetaan ${amount}` : "maksusi palautetaan sinulle"}.`,
        not_shipped: (product: string | null, amount: string | null) =>
          `Myyjä ei lähettänyt ${product ? `tuotetta "${product}"` : "tuotetta"} ajoissa, joten ${amount ? `sinulle palautetaan ${amount}` : "maksusi palautetaan sinulle"}.`,
        staff: (product: string | null, amount: string | null) =>
          `Kierto palautti maksusi${product ? ` tuotteesta "${product}"` : ""}${amount ? `: ${amount} palautuu kortillesi` : ""}.`,
      },
      seller: {
        late_payment: (product: string | null) =>
          `Maksu${product ? ` tuotteesta "${product}"` : ""} saapui vasta, kun tuote oli jo myyty toiselle, ja se palautettiin ostajalle.`,
        parcel_returned: (product: string | null) =>
          `${product ? `Tuotteen "${product}" pakettia` : "Pakettia"} ei noudettu, ja se palaa sinulle; ostajalle palautettiin maksu.`,
        not_shipped: (product: string | null) =>
          `${product ? `Tuotetta "${product}"` : "Tuotetta"} ei lähetetty määräajassa: ostajalle palautettiin maksu, ja tuote on taas myynnissä.`,
        staff: (product: string | null, amount: string | null) =>
          `Kierto palautti ostajan maksun${product ? ` tuotteesta "${product}"` : ""}${amount ? ` (${amount})` : ""}.`,
      },
    },
    price_drop: {
      title: "Hinta laski",
      body: (product: string | null, price: string | null) => {
        const item = product ? `Suosikkisi "${product}"` : "Yksi suosikeistasi";
        return price ? `${item} maksaa nyt ${price}.` : `${item} on nyt edullisempi.`;
      },
    },
    saved_search_match: {
      title: (count: number) => (count > 1 ? "Uusia osumia tallennettuun hakuusi" : "Uusi osuma tallennettuun hakuusi"),
      body: (search: string | null, product: string | null, count: number) => {
        const which = search ? `hakuusi "${search}"` : "tallennettuun hakuusi";
        if (count > 1) return `${count} uutta ilmoitusta osuu ${which}${product ? `, uusimpana "${product}"` : ""}.`;
        return product ? `"${product}" osuu ${which}.` : `Uusi ilmoitus osuu ${which}.`;
      },
    },
    new_listing: {
      title: (count: number) =>
        count > 1 ? "Uusia ilmoituksia seuraamaltasi myyjältä" : "Uusi ilmoitus seuraamaltasi myyjältä",
      body: (seller: string | null, product: string | null, count: number) => {
        const who = seller ?? "Seuraamasi myyjä";
        if (count > 1) return `${who} lisäsi ${count} uutta tuotetta${product ? `, uusimpana "${product}"` : ""}.`;
        return product ? `${who} lisäsi ilmoituksen "${product}".` : `${who} lisäsi uuden ilmoituksen.`;
      },
    },
    new_review: {
      title: "Uusi arvio",
      body: (reviewer: string | null, stars: number | null) => {
        const who = reviewer ?? "Joku";
        if (stars === null) return `${who} antoi sinulle arvion.`;
        return `${who} antoi sinulle arvion: ${plural(stars, { one: "1 tähti", other: `${stars} tähteä` })}.`;
      },
    },
    moderation_decision: {
      title: "Moderointipäätös",
      body: (action: string | null, reason: string | null, note: string | null, product: string | null) => {
        const decided =
          action === "suspend_user"
            ? "tilisi on jäädytetty"
            : action === "remove_listing"
              ? `myynti-ilmoituksesi${product ? ` "${product}"` : ""} on poistettu`
              : "sinusta tehty ilmoitus todettiin aiheelliseksi, ja saat tästä varoituksen";
        const ground = reason ? ` Peruste: ${reason}, mikä on käyttöehtojemme vastaista.` : "";
        const why = note ? ` Moderaattorin perustelu: ${note}` : "";
        return `Käsittelimme sinusta tehdyn ilmoituksen: ${decided}.${ground}${why} Voit hakea päätökseen muutosta 14 päivän kuluessa: avaa tämä ilmoitus ja kirjoita muutoksenhakusi. Sen käsittelee moderaattori, joka ei tehnyt päätöstä.`;
      },
    },
    suspension_lifted: {
      title: "Tilisi on taas käytössä",
      body: (note: string | null) =>
        `Moderaattori poisti tilisi jäädytyksen. Voit ostaa, myydä ja lähettää viestejä kuten ennenkin.${note ? ` Moderaattorin perustelu: ${note}` : ""}`,
    },
    appeal_decided: {
      title: "Muutoksenhakusi on käsitelty",
      body: (overturned: boolean, lifted: boolean, note: string | null) => {
        const outcome = overturned
          ? `Moderaattori hyväksyi muutoksenhakusi ja perui päätöksen${lifted ? ". Tilisi on taas käytössä" : ""}.`
          : "Moderaattori käsitteli muutoksenhakusi, ja päätös pysyy voimassa.";
        return `${outcome}${note ? ` Moderaattorin perustelu: ${note}` : ""}`;
      },
    },
    report_outcome: {
      title: "Ilmoituksesi on käsitelty",
      body: (upheld: boolean, reason: string | null) => {
        const about = reason ? ` (${reason})` : "";
        return upheld
          ? `Kiitos! Moderaattori totesi ilmoituksesi${about} aiheelliseksi ja ryhtyi toimiin.`
          : `Moderaattori käsitteli ilmoituksesi${about} eikä havainnut käyttöehtojemme rikkomista. Kiitos, että kerroit meille.`;
      },
    },
    payout_paid: {
      title: "Nosto maksettu",
      body: (amount: string | null, last4: string | null) =>
        `${amount ? `Nostosi ${amount}` : "Nostosi"} on maksettu pankkitilillesi${last4 ? `, jonka lopussa on ${last4}` : ""}.`,
    },
    payout_failed: {
      title: "Nosto palautui",
      body: (amount: string | null, last4: string | null) =>
        `Pankki palautti nostosi${amount ? ` (${amount})` : ""}${last4 ? ` tilille, jonka lopussa on ${last4}` : ""}. Rahat ovat taas nostettavissa: tarkista IBAN-tilinumerosi lompakossa ja nosta uudelleen.`,
    },
    profile_reminder: {
      title: "Täydennä profiilisi",
      body: "Lisää paikkakuntasi ja kuva, niin ostajat ja myyjät tietävät, kenen kanssa asioivat.",
    },
    ledger_check_failed: {
      title: "Kirjanpidon tarkistus löysi eroja",
      body: (problems: number) =>
        `Tunnin välein tehtävä kirjanpidon tarkistus löysi eroja (${problems} tyyppiä). Avaa talousnäkymä nähdäksesi ne.`,
    },
    dac7_details_needed: {
      title: "Myyntisi vaativat verotietosi",
      body: (year: number | null, remindersLeft: number | null) =>
        `Myyntisi vuonna ${year ?? "tänä vuonna"} ylittävät rajat, joiden ylittyessä Kierron on ilmoitettava ne Verohallinnolle (DAC7). Anna maksutietosi ja henkilötunnuksesi lompakossa.${remindersLeft === 0 ? " Muuten maksusi odottavat, kunnes annat ne." : ""}`,
    },
    payouts_withheld: {
      title: "Maksusi on pysäytetty",
      body: (year: number | null) =>
        `Maksusi odottavat, kunnes annat tiedot, jotka Kierron on ilmoitettava myynneistäsi vuonna ${year ?? "tänä vuonna"}. Lisää ne lompakossa, niin voit nostaa rahasi heti.`,
    },
    other: { title: "Kierto", body: "Tililläsi tapahtui muutos." },
  },
  settings: notificationSettings,
  push: pushTexts,
};
