import type { Messages } from "../messages";

/** Myyjän lompakko osoitteessa /app/wallet. */
export const wallet: Messages["wallet"] = {
  nav: "Lompakko",
  title: "Lompakko",
  intro: "Osuutesi korttimaksuilla maksetuista kaupoista ja nostot pankkitilillesi.",
  loadError: "Lompakkoa ei voitu ladata.",
  retry: "Yritä uudelleen",
  balancesLabel: "Saldot",
  balances: {
    pending: "Odottaa",
    pendingHint: "Ostaja on maksanut; sinun, kun kauppa on valmis",
    available: "Nostettavissa",
    availableHint: "Voit nostaa heti",
    inTransit: "Matkalla",
    inTransitHint: "Nostettu, ei vielä tililläsi",
    paidOut: "Maksettu",
    paidOutHint: "Tähän mennessä tilillesi maksettu",
  },
  withdraw: {
    button: "Nosta",
    buttonAmount: (amount: string) => `Nosta ${amount}`,
    to: (last4: string) => `Maksetaan tilille, jonka lopussa on ${last4}.`,
    nothing: "Nostettavaa ei vielä ole: rahat tulevat nostettaviksi, kun kauppa on valmis.",
    missingDetails:
      "Lisää nostoa varten maksutietosi alle: virallinen nimesi, syntymäaikasi, osoitteesi ja pankkitilisi.",
    requested: "Nosto pyydetty",
    failed: "Nosto epäonnistui",
  },
  payouts: {
    heading: "Nostot",
    empty: "Ei vielä nostoja.",
    states: {
      requested: "Pyydetty",
      in_transit: "Matkalla",
      paid: "Maksettu",
      failed: "Epäonnistui, palautettu saldoosi",
    },
    to: (last4: string) => `Tilille, jonka lopussa on ${last4}`,
    failure: (code: string) =>
      code === "AC04"
        ? "Pankki palautti siirron, koska tili on suljettu. Tarkista IBAN-tilinumerosi."
        : "Pankki palautti siirron. Tarkista IBAN-tilinumerosi.",
  },
  history: {
    heading: "Tapahtumat",
    empty: "Rahaa ei ole vielä liikkunut. Kun ostaja maksaa tuotteesi kortilla, se näkyy tässä.",
    latest: (count: number) => `Viimeisimmät ${count} tapahtumaa.`,
    kinds: {
      sale_paid: "Kauppa maksettu, odottaa",
      sale_released: "Kauppa valmis, nostettavissa",
      sale_refunded: "Palautettu ostajalle",
      payout_requested: "Nosto",
      payout_paid: "Maksettu tilillesi",
      payout_failed: "Palautettu saldoosi",
      transfer_reversed: "Peritty takaisin Stripe-tililtäsi hyvitystä varten",
    },
  },
  taxId: {
    heading: "Verotusilmoitus (DAC7)",
    intro:
      "Myyntisi tänä tai viime vuonna ylittävät rajat, joiden ylittyessä Kierron on ilmoitettava ne Verohallinnolle. Ilmoitukseen tarvitaan henkilötunnuksesi yllä olevien tietojen lisäksi.",
    withheld: "Maksusi odottavat, kunnes annat sen. Kun olet antanut sen, voit nostaa rahasi heti.",
    label: "Henkilötunnus",
    hint: "Esimerkiksi 131052-308T; sen päivämäärän on oltava yllä antamasi syntymäaika.",
    current: (last4: string) => `Annettu: loppuu ${last4}`,
    save: "Tallenna",
    saving: "Tallennetaan...",
    saved: "Henkilötunnuksesi on tallennettu",
    failed: "Henkilötunnusta ei voitu tallentaa",
  },
  details: {
    heading: "Maksutiedot",
    intro:
      "Minne rahasi maksetaan. Tarvitsemme virallisen nimesi, syntymäaikasi ja osoitteesi, jotta voimme lain mukaan maksaa sinulle.",
    missing: "Et ole vielä lisännyt maksutietoja. Voit myydä ilman niitä; rahat odottavat täällä.",
    current: (country: string, last4: string) => `Pankkitili: ${country}… ${last4}`,
    legalName: "Virallinen nimi",
    dateOfBirth: "Syntymäaika",
    dateOfBirthHint: "Sinun on oltava vähintään 18-vuotias.",
    street: "Katuosoite",
    postcode: "Postinumero",
    city: "Postitoimipaikka",
    country: "Maa",
    iban: "IBAN-tilinumero",
    ibanHint: "Esimerkiksi FI21 1234 5600 0007 85.",
    ibanReplaceHint:
      "Kirjoita koko IBAN uudelleen tallentaaksesi muutokset; siitä näytetään vain neljä viimeistä merkkiä.",
    save: "Tallenna maksutiedot",
    saving: "Tallennetaan…",
    saved: "Maksutiedot tallennettu",
    failed: "Maksutietoja ei voitu tallentaa",
    errors: {
      REQUIRED: "Tämä kenttä on pakollinen.",
      TOO_LONG: "Tämä on liian pitkä.",
      DATE_FORMAT: "Anna kelvollinen päivämäärä.",
      UNDER_18: "Nostoja voi saada vain täysi-ikäinen.",
      POSTCODE: "Anna kelvollinen postinumero (Suomessa viisi numeroa).",
      COUNTRY: "Valitse maa.",
      IBAN_FORMAT: "IBAN alkaa kahdella kirjaimella ja kahdella numerolla.",
      IBAN_COUNTRY: "Nostot maksetaan SEPA-alueen pankkitileille.",
      IBAN_LENGTH: "IBAN on väärän pituinen maalleen.",
      IBAN_CHECK_DIGITS: "IBAN-tilinumeron tarkisteet eivät täsmää. Tarkista kirjoitusvirheet.",
    },
  },
};
