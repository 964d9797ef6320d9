import type { PaymentPageTexts } from "./en";

export const sv: PaymentPageTexts = {
  documentTitle: "Betala – Kiertos testbetalningar",
  brand: "Kiertos testbetalningar",
  testMode: "Testläge: inget riktigt kort debiteras.",
  testCards:
    "Betala med 4242 4242 4242 4242, eller prova ett nekat kort med 4000 0000 0000 0002. Vilket framtida datum och vilken CVC som helst.",
  payFor: "Du betalar för",
  total: "Totalt",
  card: "Kortnummer",
  expiry: "Giltigt till (MM/ÅÅ)",
  cvc: "Säkerhetskod (CVC)",
  name: "Namn på kortet",
  pay: (amount: string) => `Betala ${amount}`,
  cancel: "Avbryt och gå tillbaka till Kierto",
  declined: "Ditt kort nekades. Inga pengar drogs och varan är till salu igen.",
  backToCheckout: "Tillbaka till kassan",
  ended: "Den här betalningen har avslutats. Inga pengar drogs.",
  notFound: "Den här betalningssidan finns inte, eller så är den inte din.",
  signIn: "Logga in på Kierto i den här webbläsaren för att betala.",
  errors: {
    cardInvalid: "Ange ett giltigt kortnummer.",
    cardUnknown: "Här godkänns bara testkorten.",
    expiryInvalid: "Ange giltighetstiden som MM/ÅÅ.",
    expiryPast: "Kortet har gått ut.",
    cvcInvalid: "Ange de 3 eller 4 siffrorna på kortets baksida.",
    nameMissing: "Ange namnet på kortet.",
  },
};
