import type { PaymentPageTexts } from "./en";

export const fi: PaymentPageTexts = {
  documentTitle: "Maksa – Kierron testimaksut",
  brand: "Kierron testimaksut",
  testMode: "Testitila: oikeaa korttia ei veloiteta.",
  testCards:
    "Maksa kortilla 4242 4242 4242 4242, tai kokeile hylättyä maksua kortilla 4000 0000 0000 0002. Mikä tahansa tuleva päivämäärä ja CVC käy.",
  payFor: "Maksettava tuote",
  total: "Yhteensä",
  card: "Kortin numero",
  expiry: "Voimassa (KK/VV)",
  cvc: "Turvakoodi (CVC)",
  name: "Kortinhaltijan nimi",
  pay: (amount: string) => `Maksa ${amount}`,
  cancel: "Peruuta ja palaa Kiertoon",
  declined: "Korttisi hylättiin. Rahaa ei veloitettu, ja tuote on taas myynnissä.",
  backToCheckout: "Takaisin kassalle",
  ended: "Tämä maksu on päättynyt. Rahaa ei veloitettu.",
  notFound: "Tätä maksusivua ei ole, tai se ei ole sinun.",
  signIn: "Kirjaudu Kiertoon tällä selaimella maksaaksesi.",
  errors: {
    cardInvalid: "Anna kelvollinen kortin numero.",
    cardUnknown: "Täällä käyvät vain testikortit.",
    expiryInvalid: "Anna voimassaolo muodossa KK/VV.",
    expiryPast: "Kortti on vanhentunut.",
    cvcInvalid: "Anna kortin takapuolen 3 tai 4 numeroa.",
    nameMissing: "Anna kortissa oleva nimi.",
  },
};
