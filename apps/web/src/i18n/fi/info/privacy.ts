import type { privacy as enPrivacy } from "../../en/info/privacy";
import { type Block, type DocumentSection, link } from "../../en/info/rich-text";
import { auth } from "../auth";
import { contact } from "./contact";

const accountCategory = `”${contact.categories.account}”`;

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
        "Kaikissa tietojasi koskevissa asioissa voit kirjoittaa meille ",
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
          "Profiili: paikkakunta, esittely ja profiilikuva, jos päätät lisätä ne, sekä milloin olit viimeksi paikalla. Jotta muut jäsenet tietävät, kenen kanssa asioivat.",
          "Ilmoitukset: myymiesi tuotteiden tiedot ja kuvat. Niiden näyttämiseksi ostajille.",
          "Keskustelut: keskustelusi muiden jäsenten kanssa. Jotta ostajat ja myyjät voivat sopia kaupoista. Keskustelun voivat lukea vain sen kaksi osapuolta sekä moderaattori, jos keskustelusta on tehty ilmoitus.",
          "Kaupat ja maksut: tuote, ostaja ja myyjä, hinta, palvelumaksu, vahvistukset sekä korttimaksupalveluntarjoajaltamme saatu maksun tila ja viite. Kauppojen loppuunviemiseksi, myyjille maksamiseksi ja kirjanpitoamme varten. Emme koskaan saa korttisi koko numeroa.",
          "Arviot, suosikit ja sovelluksen ilmoitukset: arvosanojen näyttämiseksi, tallentamiesi tuotteiden säilyttämiseksi ja jotta voimme kertoa sinulle tapahtumista.",
          "Ilmoitukset asiattomasta toiminnasta ja estot: kuka ilmoitti kenestä tai esti kenet, syy sekä moderaattoreiden päätös. Jäsenten turvallisuuden suojaamiseksi.",
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
          "Tili, profiili, ilmoitukset, suosikit ja keskustelut: niin kauan kuin tilisi on olemassa, ja ne poistetaan 30 päivän kuluessa tilin sulkemisesta.",
          "Kirjoittamasi arviot jäävät näkyviin ilman nimeäsi, jotta toisen jäsenen arvosana pysyy oikeudenmukaisena.",
          "Kauppoja ja maksuja koskevat tiedot: 6 vuotta kaupan vuoden päättymisestä, kuten Suomen kirjanpitolaki edellyttää.",
          "Ilmoitukset asiattomasta toiminnasta ja moderointipäätökset: 2 vuotta päätöksestä.",
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
      "Kierto käyttää vain välttämättömiä evästeitä: istuntoevästettä, joka pitää sinut kirjautuneena ja suojaa tiliäsi. Eväste on välttämätön palvelun toiminnalle, joten emme pyydä siihen suostumusta, ja se poistetaan, kun kirjaudut ulos tai istunto päättyy.",
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
          "saada tietosi poistetuiksi sulkemalla tilisi;",
          "vastustaa oikeutettuun etuun perustuvaa tietojesi käsittelyä ja pyytää meitä rajoittamaan käsittelyä;",
          "tehdä valitus valvontaviranomaiselle eli tietosuojavaltuutetun toimistolle (tietosuoja.fi).",
        ],
      },
      [
        "Jos haluat kopion tiedoistasi tai haluat poistaa tilisi, lähetä meille viesti ",
        link("yhteydenottolomakkeella", "contact"),
        ` aiheella ${accountCategory} tilisi sähköpostiosoitteesta. Vahvistamme pyynnön sähköpostilla ja vastaamme kuukauden kuluessa.`,
      ],
    ],
  },
  {
    id: "security",
    heading: "10. Miten suojaamme tietojasi",
    blocks: [
      `Yhteydet Kiertoon on salattu, salasanat tallennetaan vain turvallisina tiivisteinä, eivätkä sivun skriptit voi lukea istuntoevästeitä. Toistuvia epäonnistuneita kirjautumisyrityksiä hidastetaan. Voit päättää kaikki kirjautumisesi valitsemalla profiilissasi ”${auth.signOutEverywhere}”.`,
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
  updated: "2026-11-22",
  intro,
  sections,
};
