import type { Messages } from "../messages";

/** Säljarens plånbok på /app/wallet. */
export const wallet: Messages["wallet"] = {
  nav: "Plånbok",
  title: "Plånbok",
  intro: "Din andel av varje kortbetald affär, och uttag till ditt bankkonto.",
  loadError: "Plånboken kunde inte laddas.",
  retry: "Försök igen",
  balancesLabel: "Saldon",
  balances: {
    pending: "Väntande",
    pendingHint: "Betalt av köparen; ditt när affären är klar",
    available: "Tillgängligt",
    availableHint: "Kan tas ut nu",
    inTransit: "På väg",
    inTransitHint: "Uttaget, ännu inte på ditt konto",
    paidOut: "Utbetalt",
    paidOutHint: "Hittills utbetalt till ditt konto",
  },
  withdraw: {
    button: "Ta ut",
    buttonAmount: (amount: string) => `Ta ut ${amount}`,
    to: (last4: string) => `Betalas till kontot som slutar på ${last4}.`,
    nothing: "Inget att ta ut ännu: pengarna blir tillgängliga när en affär är klar.",
    missingDetails:
      "För att ta ut pengar, lägg till dina utbetalningsuppgifter nedan: ditt juridiska namn, födelsedatum, adress och bankkonto.",
    requested: "Uttaget har begärts",
    failed: "Uttaget misslyckades",
  },
  payouts: {
    heading: "Uttag",
    empty: "Inga uttag ännu.",
    states: {
      requested: "Begärt",
      in_transit: "På väg",
      paid: "Utbetalt",
      failed: "Misslyckades, tillbaka i ditt saldo",
    },
    to: (last4: string) => `Till kontot som slutar på ${last4}`,
    failure: (code: string) =>
      code === "AC04"
        ? "Banken returnerade överföringen eftersom kontot är avslutat. Kontrollera ditt IBAN."
        : "Banken returnerade överföringen. Kontrollera ditt IBAN.",
  },
  history: {
    heading: "Händelser",
    empty: "Inga pengar har rört sig ännu. När en köpare betalar din vara med kort syns det här.",
    latest: (count: number) => `De senaste ${count} händelserna.`,
    kinds: {
      sale_paid: "Affären betald, väntande",
      sale_released: "Affären klar, tillgängligt",
      sale_refunded: "Återbetalt till köparen",
      payout_requested: "Uttag",
      payout_paid: "Utbetalt till ditt konto",
      payout_failed: "Tillbaka i ditt saldo",
    },
  },
  details: {
    heading: "Utbetalningsuppgifter",
    intro:
      "Vart dina pengar betalas. Vi behöver ditt juridiska namn, födelsedatum och din adress för att enligt lag kunna betala dig.",
    missing: "Du har inte lagt till utbetalningsuppgifter ännu. Du kan sälja utan dem; pengarna väntar här.",
    current: (country: string, last4: string) => `Bankkonto: ${country}… ${last4}`,
    legalName: "Juridiskt namn",
    dateOfBirth: "Födelsedatum",
    dateOfBirthHint: "Du måste vara minst 18 år.",
    street: "Gatuadress",
    postcode: "Postnummer",
    city: "Postort",
    country: "Land",
    iban: "IBAN",
    ibanHint: "Till exempel FI21 1234 5600 0007 85.",
    ibanReplaceHint: "Skriv hela ditt IBAN igen för att spara ändringar; bara de fyra sista tecknen visas.",
    save: "Spara utbetalningsuppgifter",
    saving: "Sparar…",
    saved: "Utbetalningsuppgifterna har sparats",
    failed: "Utbetalningsuppgifterna kunde inte sparas",
    errors: {
      REQUIRED: "Fältet är obligatoriskt.",
      TOO_LONG: "Det här är för långt.",
      DATE_FORMAT: "Ange ett giltigt datum.",
      UNDER_18: "Du måste vara minst 18 år för att få utbetalningar.",
      POSTCODE: "Ange ett giltigt postnummer (fem siffror i Finland).",
      COUNTRY: "Välj ett land.",
      IBAN_FORMAT: "Ett IBAN börjar med två bokstäver och två siffror.",
      IBAN_COUNTRY: "Utbetalningar görs till bankkonton inom SEPA-området.",
      IBAN_LENGTH: "IBAN har fel längd för sitt land.",
      IBAN_CHECK_DIGITS: "IBAN-numrets kontrollsiffror stämmer inte. Kontrollera om det finns ett skrivfel.",
    },
  },
};
