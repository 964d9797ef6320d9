import {
  CHECKOUT_SESSION_MINUTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_LISTING,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from "@kierto/shared";
import type { howItWorks as enHowItWorks } from "../../en/info/how-it-works";
import { type Block, link, type RichText } from "../../en/info/rich-text";
import { listingPages as listings } from "../listing-pages";
import { moderation } from "../moderation";
import { transactions } from "../transactions";
import { limits } from "./limits";

type Step = (typeof enHowItWorks.buyerSteps)[number];

const sale = transactions.sale;

const buyerSteps: Step[] = [
  {
    title: "Löydä mieleisesi",
    body: [
      "Selaa ja suodata tuotteita kategorian, koon, kunnon, merkin, värin, paikkakunnan ja hinnan mukaan. Voit katsella ilman tiliä.",
    ],
  },
  {
    title: "Liity ja kysy myyjältä",
    body: [
      "Luo maksuton tili ja vahvista sähköpostiosoitteesi. Sen jälkeen voit lähettää myyjälle viestin tuotteen sivulta ja kysyä istuvuudesta, mahdollisista vioista tai toimituksesta. Tallenna tuotteita suosikkeihin, niin löydät ne helposti uudelleen.",
    ],
  },
  {
    title: "Maksa kortilla tai sovi luovutuksesta",
    body: [
      `”${listings.product.buyNow}” vie kassalle, jossa näet tuotteen, myyjän, toimitustavan ja palvelumaksun (${limits.serviceFee}), joka sisältyy hintaan. Maksat korttimaksupalvelumme suojatulla maksusivulla, ja tuote on varattu sinulle ${CHECKOUT_SESSION_MINUTES} minuutiksi maksun ajaksi. Jos peruutat maksun tai se hylätään, sinulta ei veloiteta mitään ja tuote palaa myyntiin.`,
      "Voit myös sopia keskustelussa paikasta ja ajasta ja maksaa myyjälle, kun tapaatte.",
    ],
  },
  {
    title: "Vastaanota tuote ja vahvista kauppa",
    body: [
      `Kauppa on valmis, kun olette molemmat vahvistaneet sen keskustelussa. Korttimaksu vahvistaa kaupan sinun osaltasi; luovutuksen jälkeen valitset ”${sale.confirmPurchase}”.`,
      "Postitus: seuraa pakettia tilauksen sivulla ja keskustelussa. Kun paketti on perillä, sinulla on 48 tuntia aikaa tarkistaa tuote ja valita ”Kaikki kunnossa” (pakettiautomaatissa aika alkaa noudosta); sen jälkeen kauppa päättyy itsestään. Jos myyjä ei lähetä pakettia ajoissa tai paketti palaa myyjälle, saat rahasi takaisin.",
      "Jos myyjä ei pysty luovuttamaan maksettua tuotetta, hän peruu kaupan ja saat koko maksun takaisin.",
    ],
  },
  {
    title: "Arvioi myyjä",
    body: [
      `Kun kauppa on valmis, voit antaa yhden arvion: ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX} tähteä ja lyhyen kommentin. Arviot auttavat seuraavaa ostajaa.`,
    ],
  },
];

const sellerSteps: Step[] = [
  {
    title: "Tee ilmoitus",
    body: [
      `Lisää enintään ${MAX_PHOTOS_PER_LISTING} aitoa kuvaa tuotteesta (JPG, PNG tai WebP, kukin enintään ${MAX_PHOTO_BYTES / (1024 * 1024)} Mt), otsikko, hinta, kategoria ja koko sekä niin paljon muita tietoja kuin tiedät. Valitse nouto tai postitus. Etkö ole vielä valmis? Tallenna ilmoitus luonnokseksi.`,
      "Poistamme kuvistasi sijainnin ja muut metatiedot ennen kuin kukaan näkee ne.",
    ],
  },
  {
    title: "Vastaa ostajille keskustelussa",
    body: [
      "Ostajat lähettävät sinulle viestejä tuotteen sivulta, ja saat ilmoituksen, kun uusia viestejä tulee. Pidä keskustelu Kierrossa: se on todisteesi, jos jokin menee pieleen.",
    ],
  },
  {
    title: "Myy kortilla tai luovutuksessa",
    body: [
      "Kun ostaja maksaa kortilla, tuote merkitään myydyksi ja saat siitä ilmoituksen. Jos tuote luovutetaan kasvokkain, sovi yksityiskohdista keskustelussa ja ota maksu vastaan paikan päällä.",
      `Etkö pystykään luovuttamaan maksettua tuotetta? Valitse keskustelussa ”${sale.cancelSale}” ja kerro syy: ostaja saa koko maksun takaisin, keskustelussa näkyy peruutus ja ilmoituksesi palaa myyntiin.`,
    ],
  },
  {
    title: "Luovuta tai lähetä, sitten vahvista",
    body: [
      `Kun olet luovuttanut tai lähettänyt tuotteen, valitse keskustelussa ”${sale.markAsSold}” tai ”${sale.confirmSale}”. Kun molemmat osapuolet ovat vahvistaneet, kauppa on valmis.`,
      "Postitus: kun ostaja on maksanut, tilauksen sivulla ja keskustelussa näkyy lähetyskoodi. Näppäile se pakettiautomaatille tai näytä se palvelupisteessä 5 suomalaisen arkipäivän kuluessa (kolmantena päivänä tulee muistutus); tulostettava osoitekortti (PDF) on vapaaehtoinen. Aika loppumassa? Pyydä ostajalta kerran 3 tai 5 arkipäivää lisää. Jos pakettia ei lähetetä ajoissa, kauppa perutaan ja ostaja saa rahansa takaisin. Kuljetusyhtiön skannaukset vievät kauppaa eteenpäin: sinun ei tarvitse vahvistaa mitään.",
      `Korttikaupoissa Kierto maksaa sinulle sen jälkeen hinnan, josta on vähennetty palvelumaksu (${limits.serviceFee}).`,
    ],
  },
  {
    title: "Arvioi ostaja",
    body: ["Anna ostajalle arvio. Hyvät arviot helpottavat seuraavaa myyntiäsi."],
  },
];

const safety: Block[] = [
  {
    list: [
      `Ilmoita: avaa keskustelun valikko ja valitse ”${moderation.report}” sekä syy, esimerkiksi roskaposti, häirintä tai huijaus. Moderaattori käsittelee jokaisen ilmoituksen ja voi poistaa myynti-ilmoituksia tai jäädyttää tilejä.`,
      `Estä: valitse samasta valikosta ”${moderation.block}”, niin keskustelunne sen henkilön kanssa suljetaan teiltä molemmilta. Voit poistaa eston myöhemmin tilisi asetuksista.`,
      "Tapaa vilkkaassa julkisessa paikassa, tarkista tuote ennen kuin maksat, äläkä koskaan kerro keskustelussa korttitietojasi tai pankkitunnuksiasi.",
      [
        "Jos kauppa menee pieleen, keskustelkaa ensin keskenänne. ",
        link("Riitojen ratkaisua koskevassa ohjeessamme", "disputePolicy"),
        " kerrotaan, miten autamme, jos ette pääse sopuun.",
      ],
    ],
  },
];

const costs: Block[] = [
  {
    list: [
      "Liittyminen ja ilmoitusten jättäminen ovat maksuttomia.",
      `Korttimaksut: kassalla näytetään palvelumaksu, joka on ${limits.serviceFee} hinnasta. Se sisältyy hintaan eikä tule sen päälle; myyjä saa loput.`,
      "Luovutuksen yhteydessä kasvokkain maksetut kaupat: ei maksua.",
    ],
  },
];

const questions: RichText = [
  "Lisää kysyttävää? Vastauksia löydät ",
  link("usein kysytyistä kysymyksistä", "faq"),
  ", ja voit aina ",
  link("ottaa meihin yhteyttä", "contact"),
  ".",
];

/** docs/product-rules.md#information-pages: how buying and selling on Kierto really works, in Finnish. */
export const howItWorks: typeof enHowItWorks = {
  title: "Näin Kierto toimii",
  description:
    "Vaihe vaiheelta: näin ostat ja myyt käytettyjä vaatteita Kierrossa, näin korttimaksu ja luovutus toimivat, mitä se maksaa ja miten toimit turvallisesti.",
  lead: "Käytettyjen vaatteiden ostaminen ja myyminen Kierrossa vaihe vaiheelta.",
  buyersHeading: "Ostaminen",
  buyerSteps,
  sellersHeading: "Myyminen",
  sellerSteps,
  stepLabel: (n: number) => `Vaihe ${n}`,
  safetyHeading: "Turvallisesti",
  safety,
  costsHeading: "Mitä se maksaa",
  costs,
  questions,
};
