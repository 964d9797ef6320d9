import type { Messages } from "../messages";

export const transactions: Messages["transactions"] = {
  completed: {
    label: "Valmiit kaupat",
    empty: "Ei vielä valmiita kauppoja.",
    emptyBody: "Ostajana tai myyjänä tekemäsi valmiit kaupat näkyvät täällä, ja voit arvioida toisen osapuolen.",
    boughtFrom: (name: string) => `Ostettu myyjältä: ${name}`,
    soldTo: (name: string) => `Myyty ostajalle: ${name}`,
    completedOn: (date: string) => `Valmis ${date}`,
    loadError: "Kauppojen lataaminen epäonnistui",
  },
  sale: {
    markAsSold: "Merkitse myydyksi",
    confirmPurchase: "Vahvista osto",
    confirmSale: "Vahvista myynti",
    awaitingConfirmation: "Odottaa vahvistusta",
    confirmHandedOver: "Vahvista luovutus",
    everythingOk: "Kaikki kunnossa",
    sold: "Myyty",
    confirming: "Vahvistetaan...",
    withdraw: "Peru vahvistus",
    withdrawing: "Perutaan...",
    decline: "Hylkää",
    declining: "Hylätään...",
    cancelSale: "Peru kauppa",
    panelLabel: "Kauppa",
  },
  confirmDialog: {
    title: {
      confirmHandedOver: "Vahvistetaanko luovutus?",
      everythingOk: "Onko kaikki kunnossa?",
      markAsSold: "Merkitäänkö tuote myydyksi?",
      confirmSale: "Vahvistetaanko myynti?",
      confirmPurchase: "Vahvistetaanko osto?",
    },
    body: {
      seller: (buyer: string, title: string) =>
        `Vahvista, että olet luovuttanut tuotteen "${title}" ostajalle (${buyer}). Kauppa on valmis, kun olette molemmat vahvistaneet sen, ja ilmoitus merkitään silloin myydyksi.`,
      buyer: (seller: string, title: string) =>
        `Vahvista, että olet saanut tuotteen "${title}" myyjältä (${seller}). Kauppa on valmis, kun olette molemmat vahvistaneet sen.`,
    },
    confirm: "Vahvista",
    receipt: {
      confirmHandedOver: (buyer: string, title: string) =>
        `Vahvista, että olet luovuttanut tuotteen "${title}" ostajalle (${buyer}). Ostaja vahvistaa sitten vastaanoton: saat rahat, kun hän vahvistaa, tai automaattisesti 48 tunnin kuluttua vahvistuksestasi.`,
      everythingOk: (seller: string, title: string) =>
        `Vahvista, että olet saanut tuotteen "${title}" myyjältä (${seller}) ja että se vastaa kuvausta. Myyjä saa rahat heti, ja kauppa on valmis.`,
    },
  },
  withdrawDialog: {
    title: "Perutaanko vahvistuksesi?",
    body: "Toinen osapuoli ei ole vielä vahvistanut kauppaa. Jos perut vahvistuksen, tuote pysyy myynnissä kuten ennenkin.",
    confirm: "Peru vahvistus",
  },
  declineDialog: {
    title: "Hylätäänkö luovutus?",
    body: (name: string) => `${name} saa tiedon, ja tuote pysyy myynnissä kuten ennenkin.`,
    confirm: "Hylkää",
  },
  cancelDialog: {
    title: "Perutaanko kauppa?",
    body: (buyer: string, amount: string) =>
      `Ostajalle (${buyer}) palautetaan koko summa, ${amount}, ja ilmoituksesi palaa myyntiin. Kerro ostajalle, miksi et voi viedä kauppaa loppuun.`,
    reason: "Syy",
    reasonHint: "Ostaja näkee tämän keskustelussa.",
    reasonRequired: "Kerro ostajalle, miksi perut kaupan.",
    keep: "Älä peru kauppaa",
    confirm: "Peru kauppa ja palauta rahat",
    pending: "Perutaan...",
  },
  status: {
    paid: (amount: string) =>
      `Ostaja on maksanut ${amount}. Rahat pidetään sinulle, kunnes ostaja vahvistaa vastaanoton. Luovuta tuote ja paina sitten Vahvista luovutus.`,
    paidBuyer: (amount: string) =>
      `Olet maksanut ${amount}. Kun olet saanut tuotteen, paina Kaikki kunnossa. Myyjä saa rahat, kun vahvistat, tai automaattisesti 48 tunnin kuluttua siitä, kun hän on vahvistanut luovutuksen.`,
    deliveredSeller: (amount: string) =>
      `Vahvistit luovutuksen. Ostajan maksu (${amount}) odottaa, kunnes ostaja vahvistaa vastaanoton, tai siirtyy sinulle automaattisesti 48 tunnin kuluttua vahvistuksestasi.`,
    deliveredBuyer: (seller: string) =>
      `Myyjä (${seller}) kertoo luovuttaneensa tuotteen. Jos kaikki on kunnossa, paina Kaikki kunnossa. Myyjä saa rahat, kun vahvistat, tai automaattisesti 48 tunnin kuluttua luovutuksesta.`,
    awaitingOther: {
      buyer: "Pyysit saada ostaa tuotteen. Se pysyy muiden ostettavissa, kunnes myyjä vahvistaa kaupan.",
      seller: "Vahvistit myynnin. Odotetaan ostajan vahvistusta.",
    },
    awaitingMe: {
      buyer: (seller: string) =>
        `Myyjä (${seller}) merkitsi tuotteen myydyksi sinulle. Vahvista osto, kun olet saanut tuotteen.`,
      seller: (buyer: string) => `Ostaja (${buyer}) vahvisti oston. Vahvista myynti, kun olet luovuttanut tuotteen.`,
    },
    reserved: {
      buyer: "Aloitit korttimaksun. Kauppa jatkuu, kun maksu on vahvistettu.",
      seller: "Ostaja maksaa parhaillaan kortilla. Saat tiedon heti, kun maksu on vahvistettu.",
    },
    completed: "Kauppa on valmis. Voitte arvioida toisenne profiileissanne.",
    refunding: "Kauppa peruttiin, ja rahojen palautus on matkalla.",
    refunded: (amount: string) => `Kauppa peruttiin, ja ostajalle palautettiin ${amount}.`,
    cancelledReason: (reason: string) => `Syy: ${reason}`,
    leaveReview: "Anna arvio",
  },
  shipBy: {
    label: "Lähetyksen määräaika",
    deadline: (date: string) => `Paketti on jätettävä kuljetusyhtiölle viimeistään ${date} päivän päättyessä.`,
    missed: "Muuten kauppa perutaan ja ostajalle palautetaan rahat.",
    ask: "Pyydä ostajalta lisäaikaa",
    asked: "Myyjä pyysi lisäaikaa lähettämiseen.",
    grant: (days: number) => `Anna ${days} työpäivää lisäaikaa`,
    decline: "Ei lisäaikaa",
    granted: (days: number) => `Ostaja antoi ${days} työpäivää lisäaikaa.`,
    declined: "Ostaja ei antanut lisäaikaa.",
  },
  toast: {
    initiated: { buyer: "Kauppa aloitettu ostajana", seller: "Kauppa aloitettu myyjänä" },
    confirmed: { buyer: "Vahvistettu ostajana", seller: "Vahvistettu myyjänä" },
    waitingFor: { buyer: "Odotetaan myyjän vahvistusta.", seller: "Odotetaan ostajan vahvistusta." },
    completed: "Kauppa on valmis!",
    error: "Kaupan päivittäminen epäonnistui",
    withdrawn: "Vahvistus peruttu",
    declined: "Luovutus hylätty",
    cancelled: "Kauppa peruttu",
    cancelledBody: "Ostajalle on palautettu rahat.",
  },
};
