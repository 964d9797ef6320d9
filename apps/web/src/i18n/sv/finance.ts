import type { Messages } from "../messages";

/** Administratörernas ekonomisida. */
export const finance: Messages["finance"] = {
  title: "Ekonomi",
  link: "Ekonomi",
  back: "Tillbaka till administrationen",
  loadError: "Vi kunde inte läsa in ekonomisiffrorna.",
  figuresLabel: "Pengar i tjänsten",
  figures: {
    heldForBuyersCents: "Hålls för köpare",
    sellerPendingCents: "Säljarnas väntande saldon",
    sellerAvailableCents: "Säljarnas tillgängliga saldon",
    sellerDebtCents: "Säljarnas skulder",
    payoutsInFlightCents: "Utbetalningar på väg",
    payoutsFailedCents: "Misslyckade utbetalningar",
    commissionEarnedCents: "Intjänad serviceavgift",
    postagePayableCents: "Porto att betala till fraktbolagen",
    providerCashCents: "Hos betalningsförmedlaren och banken",
  },
  sellersInDebt: (count: number) => (count === 1 ? "1 säljare" : `${count} säljare`),
  payouts: (count: number) => (count === 1 ? "1 utbetalning" : `${count} utbetalningar`),
  commissionTitle: "Serviceavgift per månad",
  commissionEmpty: "Ingen serviceavgift intjänad ännu",
  month: "Månad",
  commission: "Serviceavgift",
  check: {
    title: "Kontroll av bokföringen",
    intro:
      "Bokföringen kontrolleras varje timme: varje verifikation balanserar, alla posteringar summeras till noll och inget väntande saldo eller någon utbetalning på väg är under noll.",
    never: "Bokföringen har inte kontrollerats ännu.",
    ok: (when: string, entries: number) => `Kontrollerad ${when}: ${entries} verifikationer, inga avvikelser.`,
    failed: (when: string) =>
      `Kontrollerad ${when}: avvikelser hittades. Alla administratörer har fått ett meddelande.`,
    problems: {
      unbalanced_entry: (count: number, amount: string) => `${count} verifikationer balanserar inte (totalt ${amount})`,
      ledger_not_zero: (_count: number, amount: string) => `Alla posteringar summeras till ${amount}, inte noll`,
      negative_pending: (count: number, amount: string) => `${count} säljares väntande saldo är under noll (${amount})`,
      negative_in_transit: (count: number, amount: string) =>
        `${count} säljares utbetalningar på väg är under noll (${amount})`,
    },
    run: "Kontrollera nu",
    running: "Kontrollerar...",
    runFailed: "Bokföringen kunde inte kontrolleras",
  },
  dac7: {
    title: "DAC7-rapport",
    intro: (sales: number, amount: string) =>
      `Säljare med ${sales} eller fler försäljningar, eller mer än ${amount} för dem, under kalenderåret. Kierto rapporterar dem till Skatteförvaltningen före slutet av januari.`,
    year: "År",
    empty: "Ingen säljare överskred gränserna detta år.",
    loadError: "Vi kunde inte läsa in DAC7-rapporten.",
    seller: "Säljare",
    sales: "Försäljningar",
    consideration: "Ersättning",
    fees: "Avgifter",
    identity: "Identitet",
    taxId: (code: string, country: string) => `Skatteregistreringsnummer ${code} (${country})`,
    born: (date: string) => `Född ${date}`,
    missing: "Uppgifter saknas",
    reminded: (count: number) => (count === 1 ? "Påmind en gång" : `Påmind ${count} gånger`),
    withheld: (since: string) => `Utbetalningar innehålls sedan ${since}`,
  },
  export: {
    title: "Exportera posteringar",
    intro: "Alla posteringar för en period som CSV, dagar i finsk tid, högst 366 dagar.",
    from: "Från",
    to: "Till",
    download: "Ladda ner CSV",
    invalid: "Välj en början som inte är efter slutet, högst 366 dagar emellan.",
  },
};
