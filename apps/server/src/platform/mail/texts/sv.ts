import type { MailTexts } from "./en";

export const sv: MailTexts = {
  signature: "Vi ses på Kierto!\nKierto-teamet\n\nKierto – begagnat mode som går vidare i Finland.",
  greeting: (name?: string) => (name ? `Hej ${name},` : "Hej,"),
  verify: {
    subject: "Bekräfta din e-postadress för Kierto",
    body: (url: string) =>
      `Välkommen till Kierto! Bekräfta din e-postadress så kan du börja köpa och sälja:\n\n${url}\n\nLänken gäller i 24 timmar. Om du inte har registrerat dig kan du bortse från det här meddelandet.`,
  },
  reset: {
    subject: "Byt lösenord för Kierto",
    body: (url: string) =>
      `Någon (förhoppningsvis du) bad om att få byta lösenordet till ditt Kierto-konto. Välj ett nytt lösenord här:\n\n${url}\n\nLänken gäller i en timme. Om du inte bad om detta kan du bortse från meddelandet – ditt lösenord förblir oförändrat.`,
  },
  suspension: {
    subject: "Ditt Kierto-konto har stängts av",
    body: (reason: string, note: string | null, appealUrl: string | null) =>
      `En moderator på Kierto har granskat en anmälan om ditt konto och stängt av det. Så länge kontot är avstängt kan du inte logga in, och ingen kan skicka meddelanden till dig.\n\nGrund: anmälans orsak, ”${reason}”, bedömdes vara befogad enligt våra användarvillkor.${note ? `\nModeratorns motivering: ${note}` : ""}\n\nSå överklagar du: inom 14 dagar ${appealUrl ? `öppnar du ${appealUrl} och ` : "loggar du in, följer länken för överklagande som visas och "}berättar varför du anser att beslutet är fel. En moderator som inte fattade beslutet granskar det, och vi meddelar utfallet per e-post.`,
    reasons: {
      spam: "Spam",
      harassment: "Trakasserier",
      inappropriate: "Olämpligt innehåll",
      scam: "Bedrägeri",
      offensive: "Kränkande beteende",
      other: "Annat",
      illegal_content: "Olagligt innehåll",
      counterfeit: "Förfalskning",
    },
  },
  suspensionLifted: {
    subject: "Ditt Kierto-konto är öppet igen",
    body: (note: string) =>
      `En moderator på Kierto har hävt avstängningen av ditt konto. Du kan logga in igen, och andra kan skicka meddelanden till dig som tidigare.\n\nModeratorns motivering: ${note}`,
  },
  listingReportOutcome: {
    subject: "Din anmälan av en annons på Kierto har granskats",
    body: (outcome: "removed" | "suspended" | "none") =>
      `Tack för att du anmälde en annons på Kierto. En moderator har granskat din anmälan. ${{ removed: "Annonsen har tagits bort.", suspended: "Säljarens konto har stängts av.", none: "Det fanns inget skäl att ingripa, och annonsen ligger kvar till salu." }[outcome]}\n\nDu anmälde utan konto, så det här mejlet är det enda meddelandet om saken.`,
  },
  appealDecided: {
    acceptedSubject: "Din överklagan till Kierto har godkänts",
    reviewedSubject: "Din överklagan till Kierto har prövats",
    body: (overturned: boolean, note: string) =>
      `${overturned ? "En moderator som inte fattade det ursprungliga beslutet har godkänt din överklagan: avstängningen av ditt konto har hävts och du kan logga in igen." : "En moderator som inte fattade det ursprungliga beslutet har prövat din överklagan och beslutet står fast: ditt konto förblir avstängt."}\n\nModeratorns motivering: ${note}\n\nOm du inte håller med kan du vända dig till ett certifierat organ för tvistlösning utanför domstol eller till en domstol.`,
  },
};
