import type { Messages } from "../messages";

const confirmSale = "Bekräfta försäljningen";

export const transactions: Messages["transactions"] = {
  completed: {
    label: "Genomförda affärer",
    empty: "Inga genomförda affärer än.",
    emptyBody: "Affärer du genomför som köpare eller säljare visas här, och du kan ge den andra parten ett omdöme.",
    boughtFrom: (name: string) => `Köpt från ${name}`,
    soldTo: (name: string) => `Såld till ${name}`,
    completedOn: (date: string) => `Genomförd ${date}`,
    loadError: "Affärerna kunde inte läsas in",
  },
  sale: {
    markAsSold: "Markera som såld",
    confirmPurchase: "Bekräfta köpet",
    confirmSale,
    awaitingConfirmation: "Väntar på bekräftelse",
    confirmHandedOver: "Bekräfta överlämningen",
    everythingOk: "Allt är OK",
    sold: "Såld",
    confirming: "Bekräftar…",
    withdraw: "Ta tillbaka bekräftelsen",
    withdrawing: "Tar tillbaka…",
    decline: "Avböj",
    declining: "Avböjer…",
    cancelSale: "Avbryt affären",
    panelLabel: "Affär",
  },
  confirmDialog: {
    title: {
      confirmHandedOver: "Bekräfta överlämningen?",
      everythingOk: "Är allt OK?",
      markAsSold: "Markera varan som såld?",
      confirmSale: "Bekräfta försäljningen?",
      confirmPurchase: "Bekräfta köpet?",
    },
    body: {
      seller: (buyer: string, title: string) =>
        `Bekräfta att du har lämnat över ”${title}” till ${buyer}. Affären blir klar när ni båda har bekräftat, och då markeras annonsen som såld.`,
      buyer: (seller: string, title: string) =>
        `Bekräfta att du har fått ”${title}” av ${seller}. Affären blir klar när ni båda har bekräftat.`,
    },
    confirm: "Bekräfta",
    receipt: {
      confirmHandedOver: (buyer: string, title: string) =>
        `Bekräfta att du har lämnat över ”${title}” till ${buyer}. Köparen bekräftar sedan mottagandet: du får pengarna när hen gör det, eller automatiskt 48 timmar efter din bekräftelse.`,
      everythingOk: (seller: string, title: string) =>
        `Bekräfta att du har fått ”${title}” av ${seller} och att den motsvarar beskrivningen. ${seller} får pengarna direkt och affären är klar.`,
    },
  },
  withdrawDialog: {
    title: "Ta tillbaka din bekräftelse?",
    body: "Den andra parten har inte bekräftat än. Om du tar tillbaka bekräftelsen är varan till salu som förut.",
    confirm: "Ta tillbaka",
  },
  declineDialog: {
    title: "Avböja överlämningen?",
    body: (name: string) => `${name} får veta det, och varan är till salu som förut.`,
    confirm: "Avböj",
  },
  cancelDialog: {
    title: "Avbryta affären?",
    body: (buyer: string, amount: string) =>
      `${buyer} får tillbaka hela beloppet på ${amount} och din annons blir till salu igen. Berätta varför du inte kan genomföra affären.`,
    reason: "Orsak",
    reasonHint: "Köparen ser det här i chatten.",
    reasonRequired: "Berätta för köparen varför du avbryter affären.",
    keep: "Behåll affären",
    confirm: "Avbryt och återbetala",
    pending: "Avbryter…",
  },
  status: {
    paid: (amount: string) =>
      `Köparen har betalat ${amount}. Pengarna hålls åt dig tills köparen bekräftar mottagandet. Lämna över varan och tryck sedan på ”Bekräfta överlämningen”.`,
    paidBuyer: (amount: string) =>
      `Du har betalat ${amount}. När du har fått varan trycker du på ”Allt är OK”. Säljaren får pengarna när du bekräftar, eller automatiskt 48 timmar efter att hen har bekräftat överlämningen.`,
    deliveredSeller: (amount: string) =>
      `Du har bekräftat överlämningen. Köparens betalning på ${amount} väntar tills köparen bekräftar mottagandet, eller går till dig automatiskt 48 timmar efter din bekräftelse.`,
    deliveredBuyer: (seller: string) =>
      `${seller} säger att varan har lämnats över. Om allt är som det ska, tryck på ”Allt är OK”. Säljaren får pengarna när du bekräftar, eller automatiskt 48 timmar efter överlämningen.`,
    awaitingOther: {
      buyer: "Du bad att få köpa varan. Den är till salu för andra tills säljaren bekräftar affären.",
      seller: "Du har bekräftat försäljningen. Väntar på att köparen ska bekräfta.",
    },
    awaitingMe: {
      buyer: (seller: string) => `${seller} har markerat varan som såld till dig. Bekräfta köpet när du har fått den.`,
      seller: (buyer: string) => `${buyer} har bekräftat köpet. Bekräfta försäljningen när du har lämnat över varan.`,
    },
    reserved: {
      buyer: "Du har påbörjat en kortbetalning. Affären fortsätter när betalningen är bekräftad.",
      seller: "Köparen betalar med kort just nu. Du får besked så fort betalningen är bekräftad.",
    },
    completed: "Affären är klar. Nu kan ni ge varandra omdömen på era profiler.",
    refunding: "Affären avbröts och återbetalningen är på väg.",
    refunded: (amount: string) => `Affären avbröts och ${amount} har betalats tillbaka till köparen.`,
    cancelledReason: (reason: string) => `Orsak: ${reason}`,
    leaveReview: "Ge omdöme",
  },
  shipBy: {
    label: "Tidsfrist för att skicka",
    deadline: (date: string) => `Paketet ska lämnas till transportören senast när ${date} tar slut.`,
    missed: "Annars avbryts affären och köparen får pengarna tillbaka.",
    ask: "Be köparen om mer tid",
    asked: "Säljaren bad om mer tid att skicka.",
    grant: (days: number) => `Ge ${days} arbetsdagar till`,
    decline: "Ingen mer tid",
    granted: (days: number) => `Köparen gav ${days} arbetsdagar till.`,
    declined: "Köparen gav ingen mer tid.",
  },
  toast: {
    initiated: { buyer: "Affären har påbörjats, du är köpare", seller: "Affären har påbörjats, du är säljare" },
    confirmed: { buyer: "Bekräftat som köpare", seller: "Bekräftat som säljare" },
    waitingFor: { buyer: "Väntar på säljarens bekräftelse.", seller: "Väntar på köparens bekräftelse." },
    completed: "Affären är klar!",
    error: "Affären kunde inte uppdateras",
    withdrawn: "Bekräftelsen är återtagen",
    declined: "Överlämningen avböjd",
    cancelled: "Affären avbröts",
    cancelledBody: "Köparen har fått pengarna tillbaka.",
  },
};
