import { CHECKOUT_SESSION_MINUTES } from "@kierto/shared";
import { type Block, type DocumentSection, link } from "../../en/info/rich-text";
import type { terms as enTerms } from "../../en/info/terms";
import { pages } from "../pages";
import { limits } from "./limits";

const intro: Block[] = [
  "Nämä käyttöehdot ovat sopimus sinun ja Kierto Oy:n välillä. Kierto Oy on suomalainen yhtiö, joka ylläpitää Kiertoa, kauppapaikkaa, jossa yksityishenkilöt ostavat ja myyvät käytettyjä vaatteita, kenkiä ja asusteita. Luomalla tilin tai käyttämällä Kiertoa hyväksyt nämä ehdot. Ehdot eivät rajoita oikeuksiasi, jotka sinulla on pakottavan kuluttajansuojalainsäädännön nojalla.",
];

const sections: DocumentSection[] = [
  {
    id: "who-may-use",
    heading: "1. Kuka voi käyttää Kiertoa",
    blocks: [
      {
        list: [
          "Sinun on oltava vähintään 16-vuotias. Jos olet alle 18-vuotias, tarvitset ostamiseen ja myymiseen huoltajasi luvan.",
          "Kierto on tarkoitettu yksityishenkilöille, jotka myyvät omia tavaroitaan. Yritykset ja voittoa tavoittelevat elinkeinonharjoittajat eivät saa myydä Kierrossa.",
          "Kullakin henkilöllä voi olla yksi tili. Anna oikea sähköpostiosoitteesi ja pidä tietosi ajan tasalla.",
          `Pidä salasanasi omana tietonasi. Vastaat siitä, mitä tililläsi tapahtuu; jos epäilet, että joku muu on käyttänyt tiliäsi, kirjaa laitteesi ulos ja vaihda salasanasi sivulla ”${pages.settings.title}”.`,
        ],
      },
    ],
  },
  {
    id: "listings",
    heading: "2. Ilmoitusten jättäminen",
    blocks: [
      {
        list: [
          "Ilmoita myyntiin vain tuotteita, jotka omistat, joita sinulla on oikeus myydä ja jotka ovat yhä hallussasi.",
          `Käytä aitoja kuvia juuri myytävästä tuotteesta, enintään ${limits.photos} kuvaa ilmoitusta kohden. Kaupoista, luetteloista tai muilta ihmisiltä otetut kuvat eivät ole sallittuja.`,
          "Kuvaile tuote rehellisesti: koko, kunto, merkki ja mahdolliset viat, kuten tahrat, reiät tai puuttuvat napit. Yksi ilmoitus koskee yhtä tuotetta tai yhtä yhdessä myytävää kokonaisuutta.",
          "Ilmoita hinta euroina. Kun ostaja on maksanut tai olet sopinut kaupasta, pidä sopimuksesi.",
          "Poista ilmoitus heti, kun tuote ei ole enää saatavilla.",
        ],
      },
      "Voimme poistaa ilmoituksia, jotka rikkovat näitä ehtoja tai lakia, ja kerromme sinulle syyn.",
    ],
  },
  {
    id: "prohibited-items",
    heading: "3. Kielletyt tuotteet ja toiminta",
    blocks: [
      "Et saa ilmoittaa myyntiin:",
      {
        list: [
          "väärennöksiä, jäljitelmiä tai muita tuotteita, jotka loukkaavat tavaramerkkiä tai tekijänoikeutta;",
          "varastettua tavaraa tai tuotteita, joita sinulla ei ole oikeutta myydä;",
          "turvallisuussyistä takaisin kutsuttuja tuotteita tai lastenvaatteita, joiden nyörit tai osat rikkovat EU:n turvallisuusmääräyksiä;",
          "suojelluista eläin- tai kasvilajeista valmistettuja tuotteita, kuten uhanalaisten lajien aitoa turkista tai norsunluuta;",
          "käytettyjä alusvaatteita, käytettyjä uima-asuja ilman hygieniasuojaa tai muita tuotteita, joita ei voi myydä hygieenisesti;",
          "tuotteita, joissa on vihaa lietsovia, väkivaltaisia tai ääriliikkeiden symboleja;",
          "mitään muuta kuin vaatteita, kenkiä tai asusteita, esimerkiksi kosmetiikkaa, lääkkeitä, ruokaa, elektroniikkaa, eläimiä, lahjakortteja, lippuja tai palveluja.",
        ],
      },
      "Kierrossa et saa häiritä, uhkailla tai harhaanjohtaa muita, lähettää roskapostia tai mainoksia, pyytää maksuja Kierron ulkopuolelle linkkien kautta, kirjoittaa valearvioita tai yrittää kiertää estoa tai suljettua tiliä.",
    ],
  },
  {
    id: "buying-and-payments",
    heading: "4. Ostaminen ja maksut",
    blocks: [
      {
        list: [
          "Kauppa on ostajan ja myyjän välinen sopimus. Kierto tarjoaa kauppapaikan, viestit ja korttimaksun, mutta ei ole tuotteiden myyjä.",
          "Korttimaksut käsittelee korttimaksupalveluntarjoajamme omalla suojatulla sivullaan. Kierto ei koskaan saa korttisi täydellisiä tietoja.",
          `Korttimaksuissa kassalla näytetään palvelumaksu, joka on ${limits.serviceFee} tuotteen hinnasta. Palvelumaksu sisältyy hintaan eikä sitä koskaan lisätä hinnan päälle: ostaja maksaa täsmälleen ilmoitetun hinnan. Palvelumaksu on Kierron välityspalkkio, ja myyjä saa hinnan palvelumaksulla vähennettynä, kun kauppa on valmis.`,
          `Kun ostaja on kassalla, tuote on varattu hänelle enintään ${CHECKOUT_SESSION_MINUTES} minuutiksi. Jos maksu perutaan, hylätään tai sitä ei suoriteta tässä ajassa, mitään ei veloiteta ja tuote palaa myyntiin.`,
          "Myyjä voi perua korttikaupan siihen asti, kunnes kauppa on valmis, ilmoittamalla ostajalle syyn; ostajan maksu palautetaan tällöin kokonaisuudessaan. Jos maksu saapuu sen jälkeen, kun tuote on myyty toiselle, maksu palautetaan automaattisesti.",
          "Luovutuksen yhteydessä kasvokkain suoritettu maksu tapahtuu suoraan ostajan ja myyjän välillä ilman palvelumaksua. Kierto ei ole osallisena tällaisessa maksussa eikä voi palauttaa sitä.",
          "Yksityishenkilöiden välisiin kauppoihin ei yleensä sovelleta verkkokauppoja koskevaa 14 päivän peruuttamisoikeutta. Kysy myyjältä kaikki, mitä sinun tarvitsee tietää, ennen kuin maksat.",
        ],
      },
    ],
  },
  {
    id: "hand-over",
    heading: "5. Luovutus, postitus ja vahvistaminen",
    blocks: [
      {
        list: [
          "Jokaisessa ilmoituksessa kerrotaan, luovuttaako myyjä tuotteen henkilökohtaisesti, lähettääkö hän sen postitse vai molempia. Sopikaa luovutuksesta keskustelussa.",
          "Postitettu tuote lähetetään pakettiautomaattiin tai noutopisteeseen, jonka ostaja valitsi kassalla. Ilmoituksen kokoluokan ja valitun kuljetusyhtiön postikulut näytetään ja maksetaan kassalla omana rivinään hinnan päälle.",
          "Myyjä jättää paketin kuljetusyhtiölle tilauksen sivulla näkyvällä lähetyskoodilla (tulostettu osoitekortti on vapaaehtoinen) 5 suomalaisen arkipäivän kuluessa maksusta tai sen 3 tai 5 arkipäivän lisäajan kuluessa, jonka ostaja myönsi myyjän pyynnöstä. Muuten kauppa perutaan ja ostaja saa kaikki rahansa takaisin. Myyjälle palautuneesta paketista ostaja saa rahansa takaisin.",
          "Myyjä luovuttaa tai lähettää tuotteen viipymättä, hyvin pakattuna ja ilmoituksen kuvauksen mukaisena.",
          "Ostaja tarkistaa tuotteen luovutuksen yhteydessä tai heti sen saavuttua.",
          "Kauppa on valmis, kun sekä ostaja että myyjä ovat vahvistaneet sen keskustelussa. Vahvista vasta, kun olet hoitanut oman osuutesi: myyjä, kun tuote on luovutettu tai lähetetty, ja ostaja, kun hän on maksanut tuotteen tai saanut sen. Luovutuksessa ensin vahvistanut osapuoli voi perua vahvistuksensa siihen asti, kunnes toinen osapuoli vahvistaa.",
        ],
      },
    ],
  },
  {
    id: "reviews",
    heading: "6. Arviot",
    blocks: [
      "Valmiin kaupan jälkeen ostaja ja myyjä voivat kumpikin antaa toisilleen yhden arvion. Arvioiden on oltava rehellisiä ja koskettava kauppaa. Voimme poistaa arvioita, jotka ovat loukkaavia, sisältävät henkilötietoja tai joita ei ole kirjoitettu vilpittömässä mielessä.",
    ],
  },
  {
    id: "disputes",
    heading: "7. Jäsenten väliset riidat",
    blocks: [
      [
        "Jos kaupassa menee jotain vikaan, yritä ensin sopia asiasta toisen jäsenen kanssa keskustelussa. Jos se ei onnistu, ota meihin yhteyttä, niin autamme ",
        link("riitojen ratkaisua koskevan ohjeemme", "disputePolicy"),
        " mukaisesti. Apumme ei rajoita oikeuttasi viedä asiaa eteenpäin lain mukaisesti.",
      ],
    ],
  },
  {
    id: "moderation",
    heading: "8. Ilmoitukset, moderointi ja tilien sulkeminen",
    blocks: [
      {
        list: [
          "Voit keskustelussa ilmoittaa jäsenestä tai keskustelusta ja estää jäsenen. Moderaattorimme käsittelevät jokaisen ilmoituksen.",
          "Jos joku rikkoo näitä ehtoja tai lakia, voimme poistaa sisältöä, antaa varoituksen, rajoittaa hänen Kierron käyttöään tai sulkea hänen tilinsä. Toimimme oikeassa suhteessa tapahtuneeseen ja kerromme henkilölle päätöksemme ja sen perustelut, ellei laki tai jonkun turvallisuus estä sitä.",
          "Voit hakea muutosta moderointipäätökseen 14 päivän kuluessa valituslinkillä, joka on päätöksestä kertovassa ilmoituksessa tai, jos tilisi on jäädytetty, lähettämässämme sähköpostissa. Valituksen käsittelee moderaattori, joka ei osallistunut alkuperäiseen päätökseen, ja hän kertoo sinulle lopputuloksen perusteluineen.",
          [
            `Voit milloin tahansa poistaa tilisi itse sivulla ”${pages.settings.title}”, kunhan varatut ja maksetut kauppasi on viety loppuun tai peruttu. Mitä tietoja säilytämme sen jälkeen, kerrotaan `,
            link("tietosuojaselosteessa", "privacy", "retention"),
            ".",
          ],
        ],
      },
    ],
  },
  {
    id: "liability",
    heading: "9. Vastuumme",
    blocks: [
      "Pyrimme pitämään Kierron saatavilla, turvallisena ja virheettömänä, mutta emme voi taata, että palvelu toimii aina ilman katkoja tai virheitä. Emme tarkasta jokaista tuotetta emmekä vastaa jäsenten myymistä tuotteista, niiden kuvauksista tai siitä, mitä jäsenet tekevät Kierron ulkopuolella.",
      "Vastaamme vahingoista, jotka aiheutamme tahallisesti tai törkeällä huolimattomuudella, sekä muista vahingoista, joiden osalta laki ei salli vastuumme rajoittamista. Muutoin vastaamme vain välittömistä vahingoista, jotka aiheutuvat siitä, että rikomme näitä ehtoja.",
    ],
  },
  {
    id: "changes",
    heading: "10. Muutokset näihin ehtoihin",
    blocks: [
      "Jos muutamme näitä ehtoja tavalla, jolla on merkitystä sinulle, kerromme siitä sähköpostilla tai Kierrossa vähintään 30 päivää ennen muutoksen voimaantuloa. Jos et hyväksy muutosta, voit sulkea tilisi ennen sitä.",
    ],
  },
  {
    id: "law",
    heading: "11. Sovellettava laki",
    blocks: [
      "Näihin ehtoihin sovelletaan Suomen lakia. Kuluttajana voit vedota myös asuinmaasi pakottavaan kuluttajansuojaan, ja voit viedä Kiertoa koskevan riita-asian kotikuntasi käräjäoikeuteen tai, otettuasi ensin yhteyttä kuluttajaneuvontaan, kuluttajariitalautakunnan käsiteltäväksi.",
      ["Kysyttävää näistä ehdoista? ", link("Ota meihin yhteyttä", "contact"), "."],
    ],
  },
];

/** docs/product-rules.md#information-pages Static pages: the terms of service in Finnish. */
export const terms: typeof enTerms = {
  title: "Käyttöehdot",
  description:
    "Kierron käyttöehdot: kuka kauppapaikkaa voi käyttää, ilmoitusten säännöt, kielletyt tuotteet, maksut ja palvelumaksu, luovutus, riidat ja Suomen laki.",
  updated: "2026-11-23",
  intro,
  sections,
};
