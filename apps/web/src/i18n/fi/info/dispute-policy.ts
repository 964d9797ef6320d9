import type { disputePolicy as enDisputePolicy } from "../../en/info/dispute-policy";
import { type Block, type DocumentSection, link } from "../../en/info/rich-text";
import { contact } from "./contact";

const disputeCategory = `”${contact.categories.dispute}”`;

const intro: Block[] = [
  "Useimmat ostajien ja myyjien väliset ongelmat ovat väärinkäsityksiä, jotka selviävät lyhyellä keskustelulla. Tässä ohjeessa kerrotaan, mitä tehdä, jos se ei riitä, miten autamme ja kuinka kauan kukin vaihe kestää.",
];

/** The commitments at a glance, shown above the full text. */
const timeline: typeof enDisputePolicy.timeline = [
  { value: "48 tuntia", label: "ostajalla ja myyjällä aikaa sopia asiasta keskenään" },
  { value: "72 tuntia", label: "myyjällä aikaa vastata ongelmaan, josta ilmoitat korttiostoksesta" },
  { value: "3 päivää", label: "aikaa lähettää takaisin tuote, jonka myyjä ottaa palautuksena" },
  { value: "24 tuntia", label: "ensimmäiseen vastaukseemme yhteydenottosi jälkeen" },
  { value: "3–5 arkipäivää", label: "yksinkertaisen tapauksen ratkaisemiseen" },
  { value: "Enintään 10 arkipäivää", label: "monimutkaisen tapauksen ratkaisemiseen" },
  { value: "14 päivää", label: "aikaa hakea muutosta päätökseemme" },
];

const sections: DocumentSection[] = [
  {
    id: "scope",
    heading: "1. Mitä tämä ohje koskee",
    blocks: [
      "Ostajan ja myyjän välisiä erimielisyyksiä Kierrossa tehdystä kaupasta, esimerkiksi kun:",
      {
        list: [
          "tuote on maksettu, mutta sitä ei ole luovutettu tai lähetetty;",
          "tuote poikkeaa olennaisesti ilmoituksesta: se on eri kokoa, siinä on kertomatonta vahinkoa tai se ei ole aito;",
          "joku ei saapunut sovittuun luovutukseen tai perui sovitun kaupan;",
          "Kierron kautta tehdyssä korttimaksussa on ongelma.",
        ],
      },
      "Uhkailu, häirintä ja huijaukset eivät ole riita-asioita: ilmoita niistä heti keskustelun valikosta odottamatta. Jos olet vaarassa, soita 112.",
    ],
  },
  {
    id: "buyer-protection",
    heading: "2. Ostajan turva korttiostoksissa",
    blocks: [
      "Kun maksat kortilla Kierrossa, myyjä saa maksun vasta, kun vahvistat kaiken olevan kunnossa, tai 48 tuntia sen jälkeen, kun tuote on saapunut sinulle. Jos jokin on vialla, ilmoita siitä kaupan sivulla ennen kuin nämä 48 tuntia päättyvät: valitse syy (ei saapunut, vaurioitui kuljetuksessa, ei vastaa kuvausta, väärennös, väärä tuote, paketista puuttuu tuotteita tai muu) ja kuvaile ongelma. Maksu pysyy silloin pidossa, kunnes tapaus päättyy.",
      "Jos paketti ei tule perille eikä kuljetusyhtiö ole kertonut siitä mitään uutta 7 päivään, voit ilmoittaa kaupan sivulla, ettei tuote saapunut, odottamatta pidempään. Jos myyjä hyväksyy ilmoituksen, saat täyden hyvityksen heti: palautettavaa ei ole.",
      {
        list: [
          "Myyjällä on 72 tuntia aikaa vastata, ja muistutamme häntä 48 tunnin kohdalla. Myyjä voi ottaa tuotteen takaisin täyttä hyvitystä vastaan, tarjota osan hinnasta takaisin tai kiistää ilmoituksesi omalla selvityksellään.",
          "Jos myyjä ottaa tuotteen takaisin, lähetä se 3 päivän kuluessa: lähetetyssä kaupassa saat palautuksen lähetyskoodin kaupan sivulle. Saat täyden hyvityksen, kun palautus on perillä myyjällä tai kun myyjä vahvistaa saaneensa sen. Palautuspostikulut maksaa myyjä, kun tuote ei vastannut kuvausta (myös väärennös, väärä tuote tai puuttuvat tuotteet), Kierto, kun kuljetus vahingoitti tai hukkasi paketin, ja sinä muissa tapauksissa, joissa myyjä suostui ottamaan tuotteen takaisin; sinun osuutesi vähennetään hyvityksestä.",
          "Jos myyjä tarjoaa osan hinnasta takaisin, sinulla on 72 tuntia aikaa hyväksyä tarjous ja pitää tuote tai kieltäytyä.",
          "Jos myyjä kiistää ilmoituksen, ei vastaa 72 tunnissa, kieltäydyt osittaisesta hyvityksestä tai jätät sen vastaamatta tai palautusta ei lähetetä 3 päivässä, tapaus siirtyy moderaattoreillemme. Moderaattori, joka ei ole kaupan osapuoli, ratkaisee: täysi hyvitys, osa hinnasta takaisin tai maksu myyjälle. Molemmat saatte ratkaisun ja sen perustelut kirjallisesti.",
          "Täysi hyvitys tuotteesta, joka on sinulla, odottaa tuotetta: lähetä se takaisin 3 päivän kuluessa kaupan sivulla olevalla palautuksen lähetyskoodilla, niin saat hyvityksen, kun se on perillä myyjällä. Ratkaisussa kerrotaan, kuka maksaa palautuspostikulut. Jos palautusta ei lähetetä ajoissa, tapaus palaa moderaattoreillemme. Heti hyvitetään vain tuote, joka ei koskaan tullut perille tai jota ei kannata lähettää takaisin.",
          "Sinulla voi olla avoinna enintään kolme tapausta kerrallaan.",
        ],
      },
    ],
  },
  {
    id: "settle-first",
    heading: "3. Ensimmäinen vaihe: keskustelkaa keskenänne (48 tuntia)",
    blocks: [
      "Asioissa, joita ostajan turva ei kata, kuten käteisellä maksetussa luovutuksessa, kirjoita toiselle jäsenelle kyseisen kaupan keskusteluun Kierrossa. Kerro ongelmasta rauhallisesti, lisää kuvia, jos niistä on apua, ja kerro, mikä korjaisi tilanteen: palautus, osittainen hyvitys tai korvaava tuote.",
      "Anna toiselle jäsenelle 48 tuntia aikaa vastata ja sopia asiasta ennen kuin otat yhteyttä asiakastukeen. Pidä keskustelu Kierron viesteissä: se on aineisto, jota tarkastelemme, jos tarvitset apuamme.",
    ],
  },
  {
    id: "contact-support",
    heading: "4. Toinen vaihe: ota yhteyttä asiakastukeen",
    blocks: [
      [
        "Jos ette ole päässeet sopuun 48 tunnissa tai toinen jäsen ei vastaa, lähetä meille viesti ",
        link("yhteydenottolomakkeella", "contact"),
        ` aiheella ${disputeCategory}. Kerro viestissä:`,
      ],
      {
        list: [
          "tuotteen otsikko ja toisen jäsenen näyttönimi;",
          "mitä tapahtui ja milloin sekä mitä olette jo sopineet tai yrittäneet;",
          "mitä toivoisit tapahtuvan;",
          "kuvia tuotteesta tai pakkauksesta, jos niissä näkyy ongelma.",
        ],
      },
    ],
  },
  {
    id: "how-we-handle",
    heading: "5. Miten käsittelemme asiasi",
    blocks: [
      {
        list: [
          "Lähetämme sinulle ensimmäisen vastauksen 24 tunnin kuluessa.",
          "Kuulemme molempia osapuolia. Luemme kyseisen kaupan keskustelun ja tarkastelemme ilmoitusta ja maksua, ja voimme pyytää kummaltakin teistä kuvia tai muita tietoja.",
          "Ratkaisemme yksinkertaiset tapaukset 3–5 arkipäivässä ja monimutkaiset tapaukset, kuten palautusta tai molempien osapuolten näyttöä vaativat, enintään 10 arkipäivässä.",
          "Kerromme päätöksemme ja sen perustelut teille molemmille kirjallisesti.",
        ],
      },
    ],
  },
  {
    id: "outcomes",
    heading: "6. Mahdolliset ratkaisut",
    blocks: [
      {
        list: [
          "Keskinäinen sopimus, jonka saavuttamisessa autamme.",
          "Kierron kautta tehdyissä korttimaksuissa: koko maksun palautus, jos tuotetta ei toimitettu, tai koko maksun tai osan siitä palautus, jos tuote poikkeaa olennaisesti kuvauksesta. Voimme ensin pyytää ostajaa palauttamaan tuotteen.",
          "Ei palautusta, jos tuote vastaa ilmoitusta.",
          "Varoitus, tilin käytön rajoittaminen tai tilin sulkeminen, jos jäsen on toiminut vilpillisesti.",
        ],
      },
      "Luovutuksen yhteydessä kasvokkain suoritetut maksut eivät kulje Kierron kautta, joten emme voi palauttaa niitä. Autamme silti teitä pääsemään sopuun ja ryhdymme tarvittaessa toimiin asianosaisten tilien osalta.",
    ],
  },
  {
    id: "appeals",
    heading: "7. Muutoksenhaku",
    blocks: [
      "Jos olet eri mieltä päätöksestämme, voit hakea siihen muutosta kerran 14 päivän kuluessa sen saamisesta (hyvityksestä, kun hyvitys odotti tuotteen palautusta). Tilausta koskevasta ratkaisusta valitetaan tilauksen sivulla ratkaisun alla olevalla Valita-painikkeella; muista päätöksistä vastaa päätösviestiimme tai käytä yhteydenottolomaketta. Kerro, miksi pidät päätöstä virheellisenä, sekä mahdolliset uudet tiedot. Asian käsittelee uudelleen henkilö, joka ei osallistunut alkuperäiseen päätökseen, ja hän antaa sinulle lopullisen vastauksen perusteluineen.",
      "Jos tarkistuksessa todetaan, että tilausta koskeva ratkaisumme oli väärä, Kierto maksaa itse sinulle sen, mitä ratkaisu sinulle maksoi, Kierto-saldoosi: myyjälle hänen osuutensa hinnasta tai hänen maksamansa palautuspostikulut, kun tuote palasi hänelle; ostajalle hinnan. Emme peri takaisin hyvitystä tai maksua, jonka toinen osapuoli on jo saanut.",
    ],
  },
  {
    id: "your-rights",
    heading: "8. Lakisääteiset oikeutesi",
    blocks: [
      [
        "Tämä ohje ei rajoita lakiin perustuvia oikeuksiasi. Voit aina viedä riita-asian tuomioistuimeen, ja kuluttajana voit pyytää neuvoa kuluttajaneuvonnasta ja viedä Kiertoa koskevan riita-asian kuluttajariitalautakunnan käsiteltäväksi. Katso myös ",
        link("käyttöehtomme", "terms", "disputes"),
        ".",
      ],
    ],
  },
];

/** docs/product-rules.md#information-pages Static pages: the dispute policy in Finnish, with the spec's time limits. */
export const disputePolicy: typeof enDisputePolicy = {
  title: "Riitojen ratkaisu",
  description:
    "Mitä tehdä, kun kauppa Kierrossa menee pieleen: 48 tuntia aikaa sopia keskenänne, ensimmäinen vastauksemme 24 tunnin kuluessa, ratkaisu 3–5 tai enintään 10 arkipäivässä ja 14 päivää aikaa hakea muutosta.",
  updated: "2026-11-27",
  timelineHeading: "Lyhyesti",
  timeline,
  intro,
  sections,
};
