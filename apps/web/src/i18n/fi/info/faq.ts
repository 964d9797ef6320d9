import type { faq as enFaq, FaqCategory } from "../../en/info/faq";
import { link, type RichText } from "../../en/info/rich-text";
import { pluralizer } from "../../plural";
import { account } from "../account";
import { auth } from "../auth";
import { common } from "../common";
import { listingPages as listings } from "../listing-pages";
import { moderation } from "../moderation";
import { myItems } from "../my-items";
import { pages } from "../pages";
import { payments } from "../payments";
import { profile } from "../profile";
import { shell } from "../shell";
import { transactions } from "../transactions";
import { limits } from "./limits";

const plural = pluralizer("fi");

/** A button or menu item as the Finnish interface names it. */
const q = (label: string) => `”${label}”`;

const sale = transactions.sale;

const emptyBody: RichText = ["Kokeile toista sanaa tai ", link("ota meihin yhteyttä", "contact"), ", niin autamme."];

/** Where the account's own settings are: the profile's link to them. */
const openSettings = `Avaa ${q(pages.profile.title)} ja valitse ${q(profile.settings)}.`;

const categories: FaqCategory[] = [
  {
    id: "getting-started",
    title: "Alkuun pääseminen",
    entries: [
      {
        id: "what-is-kierto",
        question: "Mikä Kierto on?",
        answer: [
          "Kierto on käytettyjen vaatteiden, kenkien ja asusteiden kauppapaikka Suomessa. Yksityishenkilöt myyvät vaatteita, joita eivät enää käytä, ostajat kysyvät tuotteista viesteillä, ja tuote vaihtaa omistajaa korttimaksulla tai luovutuksessa, josta sovitaan viesteillä. Hinnat ovat euroina.",
          "Nimi kertoo ajatuksesta: hyvien vaatteiden kuuluu pysyä kierrossa.",
        ],
      },
      {
        id: "account-needed",
        question: "Tarvitsenko tilin selatakseni tuotteita?",
        answer: [
          "Et tarvitse. Kuka tahansa voi selata ja suodattaa ilmoituksia, avata tuotesivuja ja lukea näitä ohjesivuja.",
          "Maksuton tili tarvitaan suosikkien tallentamiseen, viestien lähettämiseen myyjille sekä ostamiseen ja myymiseen.",
        ],
      },
      {
        id: "create-account",
        question: "Miten luon tilin?",
        answer: [
          `Valitse ${q(shell.nav.join)} ja anna näyttönimi, sähköpostiosoitteesi ja salasana, jossa on vähintään ${limits.passwordLength} merkkiä.`,
          "Lähetämme sinulle sähköpostilla vahvistuslinkin. Kun avaat sen, tilisi on valmis. Kierron käyttäjän on oltava vähintään 16-vuotias.",
        ],
      },
      {
        id: "cost",
        question: "Mitä Kierto maksaa?",
        answer: [
          "Liittyminen ja ilmoitusten jättäminen ovat maksuttomia.",
          `Kun ostaja maksaa kortilla, kassalla näytetään palvelumaksu, joka on ${limits.serviceFee} tuotteen hinnasta. Se sisältyy hintaan eikä tule sen päälle: ostaja maksaa täsmälleen ilmoitetun hinnan. Luovutuksen yhteydessä kasvokkain maksetusta kaupasta ei peritä maksua.`,
        ],
      },
      {
        id: "what-can-be-sold",
        question: "Mitä Kierrossa voi myydä?",
        answer: [
          "Omia vaatteitasi, kenkiäsi ja asusteitasi: paitoja ja toppeja, housuja ja hameita, mekkoja, takkeja, kenkiä sekä asusteita, kuten laukkuja, huiveja ja vöitä.",
          [
            "Väärennökset, varastetut tavarat ja vaaralliset tuotteet eivät ole sallittuja. Koko luettelo on ",
            link("käyttöehdoissamme", "terms", "prohibited-items"),
            ".",
          ],
        ],
      },
    ],
  },
  {
    id: "selling",
    title: "Myyminen",
    entries: [
      {
        id: "list-an-item",
        question: "Miten teen ilmoituksen?",
        answer: [
          `Valitse ${q(shell.nav.sell)}, lisää kuvat ja sitten otsikko, hinta, kategoria ja koko: nämä ovat pakollisia. Kunto, merkki, väri, vuodenaika, tyyli, materiaali ja paikkakunta ovat vapaaehtoisia, mutta ne auttavat ostajia löytämään tuotteesi.`,
          `Valitse nouto tai postitus ja julkaise ilmoitus, tai tallenna se luonnokseksi ja viimeistele myöhemmin sivulla ${q(myItems.pageTitle)}.`,
        ],
      },
      {
        id: "photo-formats",
        question: "Millaisia kuvia voin lisätä?",
        answer: [
          `Ilmoitukseen voi lisätä enintään ${limits.photos} kuvaa JPG- tai PNG-muodossa (myös WebP käy), kukin alle ${limits.photoMegabytes}. Ensimmäinen kuva on kansikuva, joka näkyy ilmoituslistauksissa.`,
          "iPhonen HEIC-muotoisia kuvia ei hyväksytä: valitse kameran asetuksista ”Yhteensopivin” tai jaa kuva JPG-muodossa.",
          "Kuvaa juuri myytävä tuote päivänvalossa ja monesta suunnasta, ja näytä mahdolliset viat. Ennen kuin kuva näytetään kenellekään, poistamme siitä metatiedot, myös kuvauspaikan sijainnin.",
        ],
      },
      {
        id: "edit-or-remove",
        question: "Voinko muuttaa tai poistaa ilmoituksen?",
        answer: [
          `Luonnoksia voi muokata sivulla ${q(myItems.pageTitle)} valitsemalla ${q(myItems.edit)}. Julkaistua ilmoitusta muokataan sen omalla sivulla valitsemalla ${q(listings.product.edit)}: voit muuttaa hintaa, kuvausta ja kuvia, kunhan ilmoitukseen jää vähintään yksi kuva. Muita tietoja ei voi muuttaa julkaisun jälkeen. Kaikki tuotteen tallentaneet saavat tiedon alemmasta hinnasta.`,
          `Voit poistaa ilmoituksen sivulla ${q(myItems.pageTitle)} tai ilmoituksen omalla sivulla, paitsi jos tuote on jo myyty tai ostaja on varannut tai maksanut sen.`,
        ],
      },
      {
        id: "getting-paid",
        question: "Miten saan rahani?",
        answer: [
          `Korttimaksu: ostaja maksaa kassalla, ja saat ilmoituksen tuotteen myynnistä. Luovuta tai postita tuote ja valitse sitten keskustelussa ${q(sale.confirmSale)}. Kun kauppa on valmis, Kierto maksaa sinulle hinnan, josta on vähennetty palvelumaksu (${limits.serviceFee}).`,
          "Luovutus: sopikaa paikka ja aika keskustelussa, ja ostaja maksaa sinulle paikan päällä. Sen jälkeen vahvistatte molemmat kaupan keskustelussa.",
        ],
      },
      {
        id: "mark-as-sold",
        question: `Mitä ${q(sale.markAsSold)} tekee?`,
        answer: [
          `Kun valitset keskustelussa ostajan kanssa ${q(sale.markAsSold)}, kirjaat myyneesi tuotteen hänelle. Ostaja vahvistaa sitten oston omalta osaltaan. Kun olette molemmat vahvistaneet, kauppa on valmis, ilmoitus näkyy myytynä ja voitte arvioida toisenne.`,
          `Painoitko liian aikaisin? Niin kauan kuin ostaja ei ole vahvistanut, voit perua vahvistuksesi keskustelussa valitsemalla ${q(sale.withdraw)}, ja tuote pysyy myynnissä. Ostaja voi tehdä saman valittuaan ${q(sale.confirmPurchase)}.`,
        ],
      },
      {
        id: "cancel-paid-sale",
        question: "Ostaja maksoi, mutta en pysty luovuttamaan tuotetta. Mitä teen?",
        answer: [
          `Niin kauan kuin kauppa ei ole valmis, voit valita keskustelussa ${q(sale.cancelSale)} ja kertoa ostajalle syyn. Ostaja saa koko maksunsa takaisin ja ilmoituksen asiasta, keskustelussa näkyy teille molemmille peruutus ja kertomasi syy, ja ilmoituksesi palaa myyntiin.`,
        ],
      },
    ],
  },
  {
    id: "buying",
    title: "Ostaminen",
    entries: [
      {
        id: "how-to-buy",
        question: "Miten ostan tuotteen?",
        answer: [
          `Avaa tuote ja valitse ${q(listings.product.buyNow)}, jos haluat maksaa kortilla, tai lähetä myyjälle viesti, jos haluat kysyä jotain tai sopia luovutuksesta. Tarkista ennen ostoa kuvat, koko, kunto ja toimitustapa.`,
        ],
      },
      {
        id: "card-payment",
        question: "Miten korttimaksu toimii?",
        answer: [
          `Kassasivulla näkyvät tuote, myyjä, toimitustapa ja maksun yhteenveto, jossa on mukana hintaan jo sisältyvä palvelumaksu (${limits.serviceFee}).`,
          `${q(payments.checkout.purchase("… €"))} vie korttimaksupalvelumme suojatulle maksusivulle. Kierto ei koskaan näe korttisi numeroa.`,
          `Tuote on varattu sinulle maksun ajaksi (${limits.reservation}), eikä kukaan muu voi ostaa sitä sillä välin. Jos peruutat maksusivulla, korttisi hylätään tai aika loppuu, sinulta ei veloiteta mitään ja tuote palaa myyntiin.`,
          `Kun maksu menee läpi, näet tekstin ${q(payments.success.title)}, myyjä saa tiedon tuotteen myynnistä ja sovitte luovutuksesta tai postituksesta keskustelussa.`,
          "Jos myyjä ei pysty viemään kauppaa loppuun, hän peruu sen ja saat koko maksun takaisin. Jos maksusi saapuu vasta sen jälkeen, kun joku muu on jo ostanut tuotteen, se palautetaan automaattisesti.",
        ],
      },
      {
        id: "two-sided-confirmation",
        question: "Miksi sekä ostaja että myyjä vahvistavat kaupan?",
        answer: [
          "Kauppa on valmis vasta, kun molemmat osapuolet ovat vahvistaneet sen keskustelussa, joten kumpikaan ei voi päättää kauppaa yksin.",
          {
            list: [
              `Korttimaksu: maksaminen vahvistaa kaupan sinun osaltasi. Myyjä valitsee ${q(sale.confirmSale)}, kun on luovuttanut tai postittanut tuotteen.`,
              `Luovutus: tapaamisen jälkeen myyjä valitsee ${q(sale.markAsSold)} tai ${q(sale.confirmSale)} ja sinä valitset ${q(sale.confirmPurchase)}. Kumpi tahansa voi vahvistaa ensin.`,
            ],
          },
          `Kunnes toinen osapuoli vahvistaa, painikkeessasi lukee ${q(sale.awaitingConfirmation)}, ja luovutuksen jälkeen voit vielä perua vahvistuksesi. Kun molemmat ovat vahvistaneet, näet tekstin ${q(transactions.toast.completed)} ja painikkeessa lukee ${q(sale.sold)}.`,
        ],
      },
      {
        id: "delivery",
        question: "Nouto vai postitus: mikä ero on?",
        answer: [
          "Jokaisessa ilmoituksessa näkyy, miten myyjä toimittaa tuotteen: nouto, postitus tai molemmat, ja sinä valitset kassalla. Nouto tarkoittaa, että tapaat myyjän; sopikaa paikka ja aika keskustelussa.",
          "Postitus menee valitsemaasi Postin tai Matkahuollon pakettiautomaattiin tai noutopisteeseen, jonka haet kassalla postinumerolla tai osoitteella. Myyjä valitsee paketin kokoluokan ilmoitusta tehdessään: postilaatikko (35 x 25 x 3 cm, 2 kg), pieni, keskikokoinen tai suuri automaattipaketti (60 x 36 cm, korkeus enintään 11, 22 tai 60 cm; 5, 15 tai 25 kg) tai ylisuuri (enintään 100 x 60 x 60 cm ja 30 kg, vain palvelupisteisiin, ei automaatteihin). Ilmoituksessa näkyy kokoluokan edullisin postimaksu (”Postitus alkaen”); kassalla valitun pisteen postikulut näkyvät omana rivinään, ja ostaja maksaa ne hinnan päälle.",
          "Myyjä ei tarvitse tulostinta: tilauksen sivulla ja keskustelussa näkyy lähetyskoodi, jonka hän näppäilee automaatille tai näyttää palvelupisteessä. Tulostettava osoitekortti (PDF) on vapaaehtoinen. Myyjällä on maksusta 5 suomalaista arkipäivää (viikonloput ja pyhäpäivät eivät lasketa) aikaa jättää paketti kuljetusyhtiölle, ja kolmantena päivänä hän saa muistutuksen. Myyjä voi kerran pyytää lisäaikaa, ja ostaja voi antaa 3 tai 5 arkipäivää tai kieltäytyä. Jos paketti ei ole lähtenyt määräaikaan mennessä, kauppa perutaan ja ostaja saa kaikki rahansa takaisin.",
          "Molemmat seuraavat pakettia tilauksen sivulla ja keskustelussa. Kun paketti on perillä, ostajalla on 48 tuntia aikaa tarkistaa tuote ja valita ”Kaikki kunnossa”; pakettiautomaatissa 48 tuntia alkaa, kun paketti noudetaan. Silloin, tai kun 48 tuntia on kulunut, kauppa päättyy ja myyjän osuus tulee käytettäväksi. Jos noutamaton paketti palaa myyjälle, ostajalle palautetaan rahat.",
        ],
      },
      {
        id: "reviews",
        question: "Miten arviot toimivat?",
        answer: [
          `Kun kauppa on valmis, ostaja ja myyjä voivat kumpikin antaa toisilleen yhden arvion: ${limits.stars} ja halutessaan kommentin, jossa on enintään ${limits.reviewComment} merkkiä. Valmiit kaupat löydät kohdasta ${q(pages.profile.title)} › ${q(pages.profile.tabs.transactions)}.`,
          "Arviot näkyvät arvioidun henkilön profiilissa yhdessä hänen arvioidensa keskiarvon kanssa. Ole rehellinen ja pysy asiassa eli kaupassa.",
        ],
      },
      {
        id: "something-went-wrong",
        question: "Tuote ei koskaan saapunut, tai se ei vastaa kuvausta. Mitä nyt?",
        answer: [
          [
            "Kerro asiasta ensin myyjälle keskustelussa ja anna hänelle 48 tuntia aikaa korjata tilanne. Jos ette pääse sopuun, ota meihin yhteyttä, niin autamme. ",
            link("Riitojen ratkaisun ohjeessa", "disputePolicy"),
            " kerrotaan jokainen vaihe.",
          ],
        ],
      },
    ],
  },
  {
    id: "safety",
    title: "Turvallisuus",
    entries: [
      {
        id: "report",
        question: "Miten ilmoitan toisesta käyttäjästä?",
        answer: [
          `Avaa keskustelussa valikko ja valitse ${q(moderation.report)}. Valitse syy (roskaposti, häirintä, sopimaton sisältö, huijaus, loukkaava käytös tai muu syy) ja lisää halutessasi tietoja. Moderaattori käsittelee jokaisen ilmoituksen; käyttäjälle, josta ilmoitit, ei kerrota, kuka ilmoituksen teki.`,
        ],
      },
      {
        id: "block",
        question: "Miten estän käyttäjän?",
        answer: [
          `Avaa keskustelussa valikko ja valitse ${q(moderation.block)}. Kumpikaan teistä ei voi enää lähettää viestejä yhteisissä keskusteluissanne.`,
          `Estitkö jonkun vahingossa? ${openSettings} Valitse sitten luettelosta ${q(account.blocks.title)} henkilön kohdalta ${q(account.blocks.unblock)}.`,
        ],
      },
      {
        id: "scams",
        question: "Miten tunnistan huijauksen?",
        answer: [
          {
            list: [
              "Joku haluaa maksaa tai saada maksun Kierron ulkopuolella lähettämänsä linkin kautta.",
              "Saat sähköpostin tai tekstiviestin, jossa väitetään, että sinua odottaa maksu, ja pyydetään kirjautumaan jonnekin.",
              "Joku kysyy pankkitunnuksiasi, korttitietojasi tai vahvistuskoodia.",
              "Hinta on liian hyvä ollakseen totta, tai myyjä ei suostu näyttämään itse tuotetta.",
            ],
          },
          "Kierto ei koskaan kysy salasanaasi tai korttitietojasi keskustelussa tai sähköpostilla. Älä vastaa tällaisiin pyyntöihin, vaan ilmoita niistä.",
        ],
      },
      {
        id: "safe-hand-over",
        question: "Miten luovutan tuotteen turvallisesti?",
        answer: [
          "Tapaa vilkkaassa julkisessa paikassa päivänvalossa, esimerkiksi kauppakeskuksessa tai asemalla, ja ota kaveri mukaan, jos voit. Ostajat: tarkistakaa tuote ennen kuin maksatte. Sopikaa asioista Kierron keskustelussa, niin sovitusta jää jälki, jos jokin menee pieleen.",
        ],
      },
      {
        id: "photo-location",
        question: "Näkevätkö muut, missä kuvani on otettu?",
        answer: [
          "Eivät näe. Jokainen kuva tallennetaan latauksen yhteydessä uudelleen, ja siitä poistetaan kaikki metatiedot, myös GPS-sijainti ja kameran tiedot. Muut näkevät paikkakuntasi vain, jos lisäät sen profiiliisi tai ilmoitukseesi.",
        ],
      },
      {
        id: "who-reads-messages",
        question: "Kuka voi lukea viestejäni?",
        answer: [
          "Vain sinä ja keskustelun toinen osapuoli. Jos keskustelusta tehdään ilmoitus, moderaattori voi lukea sen ilmoituksen käsittelyä varten.",
        ],
      },
    ],
  },
  {
    id: "technical",
    title: "Tekniset ongelmat",
    entries: [
      {
        id: "confirmation-email",
        question: "En saanut vahvistusviestiä.",
        answer: [
          "Odota muutama minuutti ja katso roskapostikansiosta. Jos viestiä ei löydy, yritä kirjautua sisään: Kierto kertoo, ettei osoitetta ole vielä vahvistettu, ja voit lähettää linkin uudelleen.",
        ],
      },
      {
        id: "forgot-password",
        question: "Unohdin salasanani.",
        answer: [
          `Valitse kirjautumissivulla ${q(auth.forgotPassword)} ja anna sähköpostiosoitteesi. Lähetämme sinulle linkin, jolla voit valita uuden salasanan; linkki on voimassa tunnin.`,
        ],
      },
      {
        id: "photo-upload-fails",
        question: "Kuvani ei lataudu.",
        answer: [
          `Tarkista, että kuva on JPG- tai PNG-muodossa (myös WebP käy) ja alle ${limits.photoMegabytes} ja että ilmoituksessa on alle ${limits.photos} kuvaa. iPhonen HEIC-kuvia ei hyväksytä. Jos lataus ei vieläkään onnistu, ota kuvakaappaus virheilmoituksesta ja ota meihin yhteyttä.`,
        ],
      },
      {
        id: "page-not-working",
        question: "Sivu ei lataudu tai näyttää rikkinäiseltä.",
        answer: [
          "Lataa sivu uudelleen ja varmista, että selaimesi on ajan tasalla: Kierto toimii Chromen, Firefoxin, Safarin ja Edgen uusissa versioissa. Evästeiden on oltava sallittuja, jotta pysyt kirjautuneena; Kierto käyttää vain palvelun toiminnan kannalta välttämättömiä evästeitä.",
          "Jos ongelma ei poistu, kerro meille selaimesi, laitteesi ja sivun osoite.",
        ],
      },
      {
        id: "logged-out",
        question: "Miksi minut kirjattiin ulos?",
        answer: [
          `Kirjautuminen päättyy, kun palvelua ei ole käytetty pitkään aikaan. Kirjautuminen päättyy myös, jos laite kirjataan ulos sivun ${q(pages.settings.title)} laiteluettelosta tai jos salasana vaihdetaan niin, että ${q(account.password.signOutOthers)} on valittuna. Kirjaudu uudelleen sisään. Jos et tehnyt sitä itse, vaihda salasanasi heti.`,
        ],
      },
    ],
  },
  {
    id: "account",
    title: "Tili ja profiili",
    entries: [
      {
        id: "edit-profile",
        question: "Miten muokkaan profiiliani?",
        answer: [
          `Avaa ${q(pages.profile.title)} ja valitse ${q(profile.edit)}. Voit muuttaa näyttönimeäsi, paikkakuntaasi ja esittelyäsi sekä ladata profiilikuvan. Tallenna, kun olet valmis.`,
        ],
      },
      {
        id: "what-others-see",
        question: "Mitä muut jäsenet näkevät minusta?",
        answer: [
          "Näyttönimesi, profiilikuvasi, paikkakuntasi ja esittelysi, jos olet lisännyt ne, milloin olit viimeksi paikalla, ilmoituksesi, arviosi ja arvioidesi keskiarvon. Sähköpostiosoitettasi ei näytetä koskaan.",
        ],
      },
      {
        id: "sign-out-everywhere",
        question: "Miten kirjaudun ulos kaikilta laitteilta?",
        answer: [
          `${openSettings} Valitse sitten laiteluettelon alta ${q(account.devices.signOutAll)}. Kaikki kirjautumiset päättyvät, myös nykyinen. Samasta luettelosta voit kirjata ulos yksittäisen laitteen tai kaikki muut laitteet paitsi nykyisen. Käytä tätä, jos puhelimesi katosi tai kirjauduit yhteiskäytössä olevalla tietokoneella.`,
        ],
      },
      {
        id: "change-password",
        question: "Miten vaihdan salasanani?",
        answer: [
          `${openSettings} Kirjoita kohtaan ${q(account.password.title)} nykyinen salasanasi ja uusi, vähintään ${limits.passwordLength} merkin salasana. Jätä ${q(account.password.signOutOthers)} valituksi, jos epäilet, että joku muu tiesi vanhan salasanasi.`,
          `Jos olet unohtanut salasanasi, valitse kirjautumissivulla ${q(auth.forgotPassword)}, niin lähetämme sinulle sähköpostilla linkin uuden salasanan asettamiseen.`,
        ],
      },
      {
        id: "delete-account",
        question: "Miten poistan tilini?",
        answer: [
          `${openSettings} Valitse sitten ${q(account.deletion.button)} ja vahvista poisto salasanallasi. Tilisi poistetaan saman tien: ilmoituksesi poistetaan ja sinut kirjataan ulos kaikilta laitteilta. Keskustelut säilyvät niillä, joiden kanssa olet viestitellyt, ja viestiesi lähettäjäksi näkyy ${q(common.deletedUser)}; arviot ja kauppojen tiedot säilyvät ilman nimeäsi. Poistoa ei voi perua.`,
          "Varattu tai maksettu kauppa on ensin vietävä loppuun tai peruttava.",
          [
            "Valmiiden kauppojen tiedot säilytetään niin kauan kuin kirjanpitolaki edellyttää. ",
            link("Tietosuojaselosteessa", "privacy", "retention"),
            " kerrotaan, mitä säilytetään ja kuinka kauan.",
          ],
        ],
      },
      {
        id: "data-copy",
        question: "Miten saan kopion tiedoistani?",
        answer: [
          `${openSettings} Valitse sitten ${q(account.exportData.button)}. Saat heti JSON-tiedoston, jossa on kaikki Kierron sinusta tallentamat tiedot: tilisi, profiilisi, myynti-ilmoituksesi, suosikkisi, keskustelusi, kauppasi, arviosi, tekemäsi ilmoitukset muista käyttäjistä, saamasi ilmoitukset, estosi ja kirjautumisesi.`,
        ],
      },
    ],
  },
];

/** docs/product-rules.md#information-pages FAQ in Finnish: searchable questions in six categories. */
export const faq: typeof enFaq = {
  title: "Usein kysyttyä",
  description:
    "Vastauksia Kierrossa ostamisesta ja myymisestä: kuvat, korttimaksu, luovutukset, arviot, turvallisuus, ilmoittaminen ja oma tili.",
  intro:
    "Vastauksia siihen, mitä meiltä kysytään useimmin. Kirjoita hakusana löytääksesi kysymyksen tai avaa alta kategoria.",
  searchLabel: "Hae usein kysytyistä",
  searchPlaceholder: "Esimerkiksi: kuvat, maksu, esto",
  resultCount: (count: number) => plural(count, { one: "1 kysymys löytyi", other: `${count} kysymystä löytyi` }),
  emptyTitle: "Hakuasi vastaavia kysymyksiä ei löytynyt",
  emptyBody,
  categories,
};
