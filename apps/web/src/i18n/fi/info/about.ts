import type { about as enAbout } from "../../en/info/about";
import { type Block, link } from "../../en/info/rich-text";

const story: Block[] = [
  "Kierto sai nimensä vaatteiden kierrosta. Perustimme Kierron Tampereella vuonna 2024, koska vaatekaappimme olivat täynnä hyviä vaatteita, joita kukaan ei käyttänyt, samaan aikaan kun muutaman korttelin päässä ostettiin uutena samanlaisia takkeja ja farkkuja.",
  "Käytetyn myymisen pitäisi olla yhtä helppoa ja turvallista kuin uuden ostamisen. Siksi rakensimme kauppapaikan pelkästään vaatteille, kengille ja asusteille, Suomeen tehtynä: hinnat euroina, luovutukset omalla paikkakunnalla ja korttimaksut tutun maksupalvelun kautta.",
];

const principles: typeof enAbout.principles = [
  {
    title: "Rehelliset ilmoitukset",
    body: "Jokaisessa ilmoituksessa on aidot kuvat juuri myytävästä tuotteesta sekä sen koko. Jokaisen valmiin kaupan jälkeen ostaja ja myyjä voivat arvioida toisensa.",
  },
  {
    title: "Turvalliset maksut",
    body: "Korttimaksut kulkevat maksupalveluntarjoajamme suojatun maksusivun kautta; Kierto ei näe korttisi numeroa. Kauppa on valmis vasta, kun molemmat osapuolet ovat vahvistaneet sen.",
  },
  {
    title: "Yksityisyys oletuksena",
    body: "Poistamme jokaisesta kuvasta sijainnin ja muut metatiedot, käytämme vain palvelun toiminnan kannalta välttämättömiä evästeitä emmekä koskaan myy tietojasi.",
  },
  {
    title: "Ihmisiä, ei pelkkää koodia",
    body: "Moderaattorimme lukevat jokaisen ilmoituksen, ja jokaiseen meille lähetettyyn viestiin vastaa oikea ihminen, yleensä vuorokauden kuluessa.",
  },
];

const more: Block[] = [
  [
    "Uusi täällä? Lue, ",
    link("miten Kierto toimii", "howItWorks"),
    ", tai selaa ",
    link("usein kysyttyjä kysymyksiä", "faq"),
    ".",
  ],
  ["Media, yhteistyökumppanit ja kaikki muut: ", link("ota yhteyttä", "contact"), "."],
];

/** docs/product-rules.md#what-kierto-is and #information-pages: the about page in Finnish. */
export const about: typeof enAbout = {
  title: "Tietoa Kierrosta",
  description:
    "Kierto on suomalainen käytetyn muodin kauppapaikka: miksi perustimme sen, mihin uskomme ja Kierto lukuina.",
  lead: "Kauppapaikka, joka pitää hyvät vaatteet käytössä. Tehty Suomessa, suomalaisille.",
  storyHeading: "Tarinamme",
  story,
  figures: {
    heading: "Kierto lukuina",
    items: [
      { value: "2024", label: "Kierto perustettiin Tampereella" },
      { value: "6\u00a0t", label: "vaatteita pidetty käytössä tähän mennessä" },
      { value: "9/10", label: "riidoista ratkaistu jäsenten kesken" },
      { value: "100\u00a0%", label: "kuvista puhdistettu sijaintitiedoista" },
    ],
  },
  principlesHeading: "Mitä edustamme",
  principles,
  moreHeading: "Lue lisää",
  more,
};
