import type { Messages } from "../messages";

export const payments: Messages["payments"] = {
  checkout: {
    back: "Takaisin",
    orderSummary: "Tilauksen yhteenveto",
    size: "Koko",
    condition: "Kunto",
    category: "Kategoria",
    price: "Hinta",
    seller: "Myyjä",
    noPhoto: "Ei kuvaa",
    delivery: {
      heading: "Toimitustapa",
      hand_delivery: {
        title: "Nouto",
        body: "Tapaat myyjän ja noudat tuotteen. Saat myyjän yhteystiedot oston jälkeen.",
      },
      shipping: {
        title: "Postitus",
        body: "Myyjä lähettää tuotteen osoitteeseesi. Postikuluja voi tulla.",
      },
      both: {
        title: "Postitus tai nouto",
        body: "Myyjä postittaa tuotteen, tai tapaatte ja noudat sen.",
      },
    },
    paymentSummary: "Maksun yhteenveto",
    itemPrice: "Tuotteen hinta",
    /** Finnish writes a space before the per cent sign (no-break, so it never wraps alone). */
    serviceFee: (percent: number) => `Palvelumaksu (${percent}\u00a0%)`,
    feeIncluded: "Sisältyy hintaan",
    total: "Yhteensä",
    secureTitle: "Turvallinen maksu",
    secureBody: (minutes: number) =>
      `Maksat kortilla tai MobilePaylla maksupalvelumme suojatulla sivulla; Kierto ei näe korttisi numeroa. Tuote on varattu sinulle ${minutes} minuutiksi, jotta ehdit maksaa.`,
    purchase: (price: string) => `Osta hintaan ${price}`,
    processing: "Käsitellään...",
    failed: "Maksun aloittaminen epäonnistui. Yritä uudelleen.",
    guestTitle: "Kirjaudu sisään ostaaksesi",
    guestBody: "Tarvitset Kierto-tilin ostaaksesi. Kirjautumisen jälkeen palaat suoraan tähän.",
    logInToBuy: "Kirjaudu sisään ja osta",
    sold: "Tuote on myyty",
    soldBody: "Joku muu ehti ostaa sen ensin. Katso samankaltaisia tuotteita.",
    reserved: "Tuote on varattu",
    reservedBody: "Toinen ostaja on ostamassa sitä. Jos kauppa ei toteudu, tuote vapautuu uudelleen myyntiin.",
    notForSale: "Tuote ei ole myynnissä.",
    cancelled: "Maksu peruttu",
    cancelledBody: "Sinulta ei veloitettu mitään, eikä tuote ole enää varattu sinulle.",
    browse: "Selaa muita tuotteita",
  },
  success: {
    waiting: "Vahvistetaan maksuasi...",
    title: "Maksu onnistui!",
    subtitle: "Kiitos ostoksestasi! Myyjälle on kerrottu, että olet maksanut.",
    orderSummary: "Tilauksen yhteenveto",
    paid: "Maksettu",
    serviceFeeIncluded: (fee: string) => `Sisältää palvelumaksun ${fee}`,
    seller: "Myyjä",
    processing: "Maksuasi vahvistetaan vielä. Sivu päivittyy itsestään.",
    orderConfirmed: "Tilaus vahvistettu",
    orderConfirmedBody: "Maksusi on vastaanotettu. Myyjä on sinuun yhteydessä keskustelussa.",
    fetchError: "Kaupan tietoja ei saatu haettua",
    whatsNext: "Mitä seuraavaksi?",
    steps: [
      {
        title: "Myyjä saa tiedon",
        body: "Myyjä näkee, että olet maksanut, ja valmistelee tuotteen.",
      },
      {
        title: "Sopikaa luovutuksesta keskustelussa",
        body: "Sopikaa, missä ja milloin tapaatte, tai miten tuote lähetetään sinulle.",
      },
      {
        title: "Myyjä vahvistaa, sinä arvioit",
        body: "Kun myyjä on vahvistanut luovutuksen, kauppa on valmis ja voitte arvioida toisenne.",
      },
    ],
    viewPurchases: "Katso ostoksesi",
    continueShopping: "Jatka ostoksia",
    sessionId: "Maksun viite",
  },
};
