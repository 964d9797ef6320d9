import type { privacy as enPrivacy } from "../../en/info/privacy";
import { type Block, type DocumentSection, link } from "../../en/info/rich-text";
import { account } from "../account";
import { common } from "../common";
import { pages } from "../pages";
import { contact } from "./contact";

const accountCategory = `”${contact.categories.account}”`;

/** A button or menu item as the Finnish interface names it. */
const q = (label: string) => `”${label}”`;

const intro: Block[] = [
  "Tässä tietosuojaselosteessa kerrotaan, mitä henkilötietoja Kierto säilyttää sinusta, miksi ja kuinka kauan, ketkä muut käsittelevät tietojasi ja miten voit käyttää EU:n yleisen tietosuoja-asetuksen (GDPR) mukaisia oikeuksiasi. Säilytämme vain sen, mitä palvelu välttämättä tarvitsee.",
];

const sections: DocumentSection[] = [
  {
    id: "controller",
    heading: "1. Rekisterinpitäjä",
    blocks: [
      "Henkilötietojesi rekisterinpitäjä on Kierto Oy, Suomi, Kiertoa ylläpitävä yhtiö.",
      [
        `Voit ladata kopion tiedoistasi ja poistaa tilisi itse sivulla ${q(pages.settings.title)}. Muissa tietojasi koskevissa asioissa voit kirjoittaa meille `,
        link("yhteydenottolomakkeella", "contact"),
        ` valitsemalla aiheeksi ${accountCategory}.`,
      ],
    ],
  },
  {
    id: "age",
    heading: "2. Kierto ei ole lapsille",
    blocks: [
      "Kierto ei ole tarkoitettu alle 16-vuotiaille. Älä luo tiliä, jos olet nuorempi. Jos saamme tietää, että tili kuuluu alle 16-vuotiaalle, suljemme tilin ja poistamme sen tiedot.",
    ],
  },
  {
    id: "what-we-keep",
    heading: "3. Mitä tietoja säilytämme ja miksi",
    blocks: [
      {
        list: [
          "Tili: sähköpostiosoitteesi, näyttönimesi ja salasanasi (tallennettuna vain turvallisena tiivisteenä) sekä tieto siitä, onko sähköpostiosoitteesi vahvistettu. Tilisi luomista ja sisäänkirjautumista varten.",
          "Profiili: paikkakunta, esittely ja profiilikuva, jos päätät lisätä ne, milloin olit viimeksi paikalla sekä Kierron kieli, jonka olet valinnut. Jotta muut jäsenet tietävät, kenen kanssa asioivat, ja jotta voimme kirjoittaa sinulle valitsemallasi kielellä.",
          "Ilmoitukset: myymiesi tuotteiden tiedot ja kuvat. Niiden näyttämiseksi ostajille.",
          "Keskustelut: keskustelusi muiden jäsenten kanssa. Jotta ostajat ja myyjät voivat sopia kaupoista. Keskustelun voivat lukea vain sen kaksi osapuolta sekä moderaattori, jos keskustelusta on tehty ilmoitus.",
          "Kaupat ja maksut: tuote, ostaja ja myyjä, hinta, palvelumaksu, vahvistukset sekä korttimaksupalveluntarjoajaltamme saatu maksun tila ja viite. Kauppojen loppuunviemiseksi, myyjille maksamiseksi ja kirjanpitoamme varten. Emme koskaan saa korttisi koko numeroa.",
          "Arviot, suosikit ja sovelluksen ilmoitukset: arvosanojen näyttämiseksi, tallentamiesi tuotteiden säilyttämiseksi ja jotta voimme kertoa sinulle tapahtumista.",
          "Ilmoitukset asiattomasta toiminnasta, estot ja valitukset: kuka ilmoitti kenestä tai esti kenet, syy, moderaattoreiden päätös ja siitä tehty valitus. Jäsenten turvallisuuden suojaamiseksi.",
          "Tilausten ongelmat: ostajan ilmoittama ongelma ja myyjän vastaus kuvineen, palautus ja sen seuranta sekä moderaattoreiden ratkaisu ja siitä tehty valitus. Niitä näkevät vain ostaja, myyjä ja moderaattorimme. Tapauksen ratkaisemiseksi reilusti ja rahojen siirtämiseksi ratkaisun mukaan.",
          "Tietoturvatiedot: kirjautumisesi, niiden IP-osoite ja selain sekä kirjautumisyritykset. Tilisi suojaamiseksi ja väärinkäytösten estämiseksi.",
          "Meille lähetetyt viestit: nimi, sähköpostiosoite ja viesti, jotka lähetät yhteydenottolomakkeella. Jotta voimme vastata sinulle.",
        ],
      },
    ],
  },
  {
    id: "photos",
    heading: "4. Kuvasi",
    blocks: [
      "Kuvissa on usein piilotietoja, kuten kuvauspaikan GPS-sijainti, kuvausaika ja käytetty kamera tai puhelin. Kun lataat kuvan, tallennamme sen uudelleen ja poistamme kaikki nämä metatiedot ennen kuin kukaan muu näkee kuvan. Säilytämme vain puhdistetut kopiot.",
    ],
  },
  {
    id: "legal-bases",
    heading: "5. Käsittelyn oikeusperusteet",
    blocks: [
      {
        list: [
          "Sopimus (tietosuoja-asetuksen 6 artiklan 1 kohdan b alakohta): tiliäsi, profiiliasi, ilmoituksiasi, keskustelujasi, kauppojasi, arvioitasi ja suosikkejasi tarvitaan palvelun tarjoamiseen, johon olet rekisteröitynyt.",
          "Lakisääteinen velvoite (6 artiklan 1 kohdan c alakohta): kauppoja ja maksuja koskevat tiedot, jotka kirjanpitolaki velvoittaa meidät säilyttämään, sekä laitonta sisältöä koskevien ilmoitusten käsittely.",
          "Oikeutettu etu (6 artiklan 1 kohdan f alakohta): tietoturvatiedot, ilmoitukset asiattomasta toiminnasta, estot ja moderointi jäsenten ja palvelun suojaamiseksi petoksilta ja väärinkäytöksiltä sekä meille lähettämiisi viesteihin vastaaminen. Voit milloin tahansa vastustaa tätä käsittelyä.",
        ],
      },
      "Emme käytä tietojasi mainontaan, emme luo markkinointiprofiileja emmekä koskaan myy tietojasi.",
    ],
  },
  {
    id: "retention",
    heading: "6. Kuinka kauan säilytämme tietoja",
    blocks: [
      {
        list: [
          "Tili, profiili, suosikit ja sovelluksen ilmoitukset: niin kauan kuin tilisi on olemassa. Ne poistetaan heti, kun poistat tilisi.",
          "Myynti-ilmoitukset ja niiden kuvat: kunnes poistat ne tai tilisi. Poistettua ilmoitusta koskevassa keskustelussa toinen jäsen näkee edelleen ilmoituksen otsikon.",
          `Keskustelut: kirjoittamasi viestit jäävät toisen jäsenen keskusteluun, kun poistat tilisi, ja niiden lähettäjäksi näkyy ${q(common.deletedUser)}.`,
          "Kirjoittamasi arviot jäävät näkyviin ilman nimeäsi, jotta toisen jäsenen arvosana pysyy oikeudenmukaisena.",
          "Kauppoja ja maksuja koskevat tiedot: 6 vuotta kaupan vuoden päättymisestä, kuten Suomen kirjanpitolaki edellyttää.",
          "Ilmoitukset asiattomasta toiminnasta ja moderointipäätökset: 2 vuotta päätöksestä.",
          "Tilauksen ongelmaan liitetyt kuvat: 12 kuukautta tapauksen päättymisestä (pidempään, jos valitus odottaa käsittelyä). Se, mitä sanottiin ja päätettiin, säilyy kaupan tietojen mukana.",
          "Tietoturvatiedot: 90 päivää.",
          "Meille lähetetyt viestit: 12 kuukautta vastauksemme jälkeen.",
        ],
      },
    ],
  },
  {
    id: "processors",
    heading: "7. Ketkä muut käsittelevät tietojasi",
    blocks: [
      "Muut jäsenet näkevät näyttönimesi, profiilikuvasi, paikkakuntasi, esittelysi, milloin olit viimeksi paikalla sekä ilmoituksesi, arviosi ja arvosanasi. He eivät koskaan näe sähköpostiosoitettasi.",
      "Käytämme muutamia palveluntarjoajia, jotka käsittelevät tietoja vain ohjeidemme mukaisesti ja tietojenkäsittelysopimuksen perusteella:",
      {
        list: [
          "palvelinpalveluntarjoajamme, joka ylläpitää palvelimiamme ja säilyttää tietoja ja kuvia EU:ssa;",
          "korttimaksupalveluntarjoajamme, joka ottaa vastaan korttimaksut omalla suojatulla sivullaan; se saa maksutietosi suoraan sinulta;",
          "sähköpostipalveluntarjoajamme, joka lähettää tiliin liittyvät sähköpostit, kuten vahvistuslinkit ja salasanan vaihtolinkit.",
        ],
      },
      "Jos palveluntarjoaja käsittelee tietoja Euroopan talousalueen ulkopuolella, varmistamme, että tiedot on suojattu EU:n tietosuojan riittävyyttä koskevalla päätöksellä tai EU:n vakiosopimuslausekkeilla. Luovutamme tietoja viranomaisille vain, kun laki sitä edellyttää.",
    ],
  },
  {
    id: "cookies",
    heading: "8. Evästeet",
    blocks: [
      "Kierto käyttää vain välttämättömiä evästeitä: istuntoevästettä, joka pitää sinut kirjautuneena ja suojaa tiliäsi, sekä kielievästettä, joka muistaa valitsemasi kielen vuoden ajan. Ne ovat välttämättömiä, jotta palvelu toimii pyytämälläsi tavalla, joten emme pyydä niihin suostumusta. Istuntoeväste poistetaan, kun kirjaudut ulos tai istunto päättyy.",
      "Lisäksi tallennamme selaimesi paikalliseen tallennustilaan pienen merkinnän siitä, että olet nähnyt tervetulonäkymän. Emme käytä analytiikka-, mainos- tai seurantaevästeitä.",
    ],
  },
  {
    id: "your-rights",
    heading: "9. Oikeutesi",
    blocks: [
      "Sinulla on oikeus:",
      {
        list: [
          "saada kopio henkilötiedoistasi, myös koneluettavassa muodossa siirrettäväksi muualle;",
          "saada virheelliset tiedot oikaistuiksi: voit muokata profiiliasi itse milloin tahansa;",
          "saada tietosi poistetuiksi poistamalla tilisi;",
          "vastustaa oikeutettuun etuun perustuvaa tietojesi käsittelyä ja pyytää meitä rajoittamaan käsittelyä;",
          "tehdä valitus valvontaviranomaiselle eli tietosuojavaltuutetun toimistolle (tietosuoja.fi).",
        ],
      },
      `Kopion tiedoistasi saat sivulla ${q(pages.settings.title)}, jonne pääset profiilistasi, valitsemalla ${q(account.exportData.button)}: saat heti JSON-tiedoston kaikista tiedoista, joita meillä on sinusta. Samalla sivulla voit poistaa tilisi valitsemalla ${q(account.deletion.button)} ja vahvistamalla poiston salasanallasi.`,
      [
        "Muiden oikeuksiesi käyttämiseksi lähetä meille viesti ",
        link("yhteydenottolomakkeella", "contact"),
        ` aiheella ${accountCategory} tilisi sähköpostiosoitteesta. Vastaamme kuukauden kuluessa.`,
      ],
    ],
  },
  {
    id: "security",
    heading: "10. Miten suojaamme tietojasi",
    blocks: [
      `Yhteydet Kiertoon on salattu, salasanat tallennetaan vain turvallisina tiivisteinä, eivätkä sivun skriptit voi lukea istuntoevästeitä. Toistuvia epäonnistuneita kirjautumisyrityksiä hidastetaan. Sivulla ${q(pages.settings.title)} näet kaikki laitteet, joilla tilillesi on kirjauduttu, ja voit kirjata niistä minkä tahansa ulos tai kaikki kerralla.`,
    ],
  },
  {
    id: "changes",
    heading: "11. Muutokset tähän selosteeseen",
    blocks: [
      "Jos muutamme tapaa, jolla käytämme tietojasi, päivitämme tämän sivun ja kerromme muutoksesta sähköpostilla tai Kierrossa ennen sen voimaantuloa.",
    ],
  },
];

/** docs/product-rules.md#information-pages Static pages: the privacy policy in Finnish, written for the GDPR. */
export const privacy: typeof enPrivacy = {
  title: "Tietosuojaseloste",
  description:
    "Miten Kierto käsittelee henkilötietojasi tietosuoja-asetuksen (GDPR) mukaisesti: mitä säilytämme ja miksi, kuinka kauan, kuvien metatietojen poistaminen, vain välttämättömät evästeet ja oikeutesi.",
  updated: "2026-11-27",
  intro,
  sections,
};
