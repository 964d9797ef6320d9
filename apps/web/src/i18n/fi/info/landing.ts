import type { landing as enLanding } from "../../en/info/landing";
import { options } from "../options";
import { limits } from "./limits";

/** docs/product-rules.md#what-kierto-is and #information-pages: the standalone marketing page in Finnish. */
export const landing: typeof enLanding = {
  title: "Käytettyä muotia uusiin käsiin Suomessa",
  description:
    "Osta ja myy käytettyjä vaatteita, kenkiä ja asusteita Suomessa. Aidot kuvat, viestit suoraan myyjälle, korttimaksu tai maksu luovutuksessa. Liittyminen on maksutonta.",
  navLabel: "Päävalikko",
  browse: "Selaa tuotteita",
  logIn: "Kirjaudu sisään",
  join: "Liity ilmaiseksi",
  hero: {
    eyebrow: "Käytetyn muodin kauppapaikka",
    heading: "Hyville vaatteille uusi kierros",
    lead: "Kierrossa ihmiset eri puolilla Suomea antavat eteenpäin vaatteet, joita eivät enää käytä, ja löytävät sellaisia, joita käyttävät. Tee ilmoitus muutamassa minuutissa, sovi kaupasta viestillä ja maksa kortilla tai luovutuksen yhteydessä.",
    note: "Liittyminen ja ilmoittaminen ovat maksuttomia.",
  },
  categories: {
    heading: "Aloita kategoriasta",
    names: options.category,
  },
  figures: {
    heading: "Kierto lukuina",
    items: [
      { value: "15\u00a0000+", label: "tuotetta on löytänyt uuden omistajan" },
      { value: "4,8/5", label: "jäsenten keskinäisten arvioiden keskiarvo" },
      { value: "19", label: "maakuntaa Uudeltamaalta Lappiin" },
      { value: "0\u00a0€", label: "maksaa ilmoituksen jättäminen" },
    ],
  },
  features: {
    heading: "Miksi täällä ostetaan ja myydään",
    items: [
      {
        title: "Aidot kuvat, rehelliset ilmoitukset",
        body: `Myyjät esittelevät juuri myytävän tuotteen enintään ${limits.photos} kuvassa. Poistamme jokaisesta kuvasta sijaintitiedot ja muut piilotiedot.`,
      },
      {
        title: "Maksa niin kuin sinulle sopii",
        body: "Maksa kortilla maksupalveluntarjoajamme suojatulla sivulla tai sovi luovutuksesta viestillä ja maksa paikan päällä.",
      },
      {
        title: "Molemmat vahvistavat",
        body: "Kauppa on valmis vasta, kun sekä ostaja että myyjä ovat vahvistaneet sen. Sen jälkeen voitte arvioida toisenne.",
      },
    ],
  },
  steps: {
    heading: "Vaatekaapista toiseen",
    items: [
      { title: "Tee ilmoitus", body: "Ota muutama kuva, lisää koko ja reilu hinta ja julkaise." },
      { title: "Viestittele", body: "Vastaa kysymyksiin ja sovi toimituksesta Kierron viesteissä." },
      { title: "Anna eteenpäin", body: "Luovuta tai postita tuote, vahvista kauppa ja anna arvio." },
    ],
    more: "Katso, miten Kierto toimii",
  },
  cta: {
    heading: "Onko kaapissasi vaatteita, joita et enää käytä?",
    body: "Joku lähelläsi etsii juuri sitä takkia. Luo maksuton tili ja tee ilmoitus jo tänään.",
    join: "Liity ilmaiseksi",
    browse: "Selaa ensin",
  },
};
