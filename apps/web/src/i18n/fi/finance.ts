import type { Messages } from "../messages";

/** Ylläpidon talousnäkymä. */
export const finance: Messages["finance"] = {
  title: "Talous",
  link: "Talous",
  back: "Takaisin ylläpitoon",
  loadError: "Talouden lukuja ei voitu ladata.",
  figuresLabel: "Rahat palvelussa",
  figures: {
    heldForBuyersCents: "Ostajille pidätetty",
    sellerPendingCents: "Myyjien odottavat saldot",
    sellerAvailableCents: "Myyjien käytettävissä olevat saldot",
    sellerDebtCents: "Myyjien velat",
    payoutsInFlightCents: "Matkalla olevat maksut",
    payoutsFailedCents: "Epäonnistuneet maksut",
    commissionEarnedCents: "Ansaittu palvelumaksu",
    providerCashCents: "Maksunvälittäjällä ja pankissa",
  },
  sellersInDebt: (count: number) => (count === 1 ? "1 myyjä" : `${count} myyjää`),
  payouts: (count: number) => (count === 1 ? "1 maksu" : `${count} maksua`),
  commissionTitle: "Palvelumaksut kuukausittain",
  commissionEmpty: "Palvelumaksuja ei ole vielä kertynyt",
  month: "Kuukausi",
  commission: "Palvelumaksu",
  check: {
    title: "Kirjanpidon tarkistus",
    intro:
      "Kirjanpito tarkistetaan tunnin välein: jokainen vienti täsmää, kaikkien kirjausten summa on nolla eikä yksikään odottava tai matkalla oleva saldo ole alle nollan.",
    never: "Kirjanpitoa ei ole vielä tarkistettu.",
    ok: (when: string, entries: number) => `Tarkistettu ${when}: ${entries} vientiä, ei eroja.`,
    failed: (when: string) => `Tarkistettu ${when}: eroja löytyi. Kaikille ylläpitäjille on ilmoitettu.`,
    problems: {
      unbalanced_entry: (count: number, amount: string) => `${count} vientiä ei täsmää (yhteensä ${amount})`,
      ledger_not_zero: (_count: number, amount: string) => `Kirjausten summa on ${amount}, ei nolla`,
      negative_pending: (count: number, amount: string) => `${count} myyjän odottava saldo on alle nollan (${amount})`,
      negative_in_transit: (count: number, amount: string) =>
        `${count} myyjän matkalla olevat maksut ovat alle nollan (${amount})`,
    },
    run: "Tarkista nyt",
    running: "Tarkistetaan...",
    runFailed: "Kirjanpitoa ei voitu tarkistaa",
  },
  export: {
    title: "Vie kirjaukset",
    intro: "Jakson kaikki kirjaukset CSV-tiedostona, päivät Suomen aikaa, enintään 366 päivää.",
    from: "Alkaen",
    to: "Päättyen",
    download: "Lataa CSV",
    invalid: "Valitse alku, joka ei ole lopun jälkeen, ja enintään 366 päivän jakso.",
  },
};
