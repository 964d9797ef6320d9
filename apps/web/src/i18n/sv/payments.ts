import type { Messages } from "../messages";

export const payments: Messages["payments"] = {
  checkout: {
    back: "Tillbaka",
    orderSummary: "Sammanfattning",
    size: "Storlek",
    condition: "Skick",
    category: "Kategori",
    price: "Pris",
    seller: "Säljare",
    noPhoto: "Ingen bild",
    delivery: {
      heading: "Leveranssätt",
      hand_delivery: {
        title: "Överlämning på plats",
        body: "Du träffar säljaren och hämtar varan. Du får säljarens kontaktuppgifter efter köpet.",
      },
      shipping: {
        title: "Frakt",
        body: "Säljaren skickar varan till din adress. Fraktkostnad kan tillkomma.",
      },
      both: {
        title: "Frakt eller överlämning på plats",
        body: "Säljaren skickar varan, eller så träffas ni och du hämtar den.",
      },
    },
    paymentSummary: "Betalning",
    itemPrice: "Varans pris",
    /** Swedish writes a space before the per cent sign (no-break, so it never wraps alone). */
    serviceFee: (percent: number) => `Serviceavgift (${percent}\u00a0%)`,
    feeIncluded: "Ingår i priset",
    total: "Totalt",
    secureTitle: "Säker betalning",
    secureBody: (minutes: number) =>
      `Du betalar med kort eller MobilePay på vår betalningsleverantörs säkra sida, och Kierto ser aldrig ditt kortnummer. Varan är reserverad för dig i ${minutes} minuter medan du betalar.`,
    purchase: (price: string) => `Köp för ${price}`,
    processing: "Behandlar…",
    failed: "Betalningen kunde inte påbörjas. Försök igen.",
    guestTitle: "Logga in för att köpa",
    guestBody: "Du behöver ett Kierto-konto för att köpa. När du har loggat in kommer du direkt tillbaka hit.",
    logInToBuy: "Logga in för att köpa",
    sold: "Varan är redan såld",
    soldBody: "Någon annan hann köpa den först. Kika gärna på liknande varor.",
    reserved: "Varan är reserverad",
    reservedBody: "En annan köpare håller på att köpa den. Om köpet inte blir av blir varan tillgänglig igen.",
    notForSale: "Varan är inte till salu.",
    cancelled: "Betalningen avbröts",
    cancelledBody: "Du debiterades inte, och varan är inte längre reserverad för dig.",
    browse: "Bläddra bland andra varor",
  },
  success: {
    waiting: "Bekräftar din betalning…",
    title: "Betalningen lyckades!",
    subtitle: "Tack för ditt köp. Säljaren har fått besked om att du har betalat.",
    orderSummary: "Sammanfattning",
    paid: "Betalt",
    serviceFeeIncluded: (fee: string) => `Inklusive serviceavgift på ${fee}`,
    seller: "Säljare",
    processing: "Din betalning bekräftas fortfarande. Sidan uppdateras automatiskt.",
    orderConfirmed: "Köpet är bekräftat",
    orderConfirmedBody: "Vi har tagit emot din betalning. Säljaren hör av sig i chatten.",
    fetchError: "Uppgifterna om köpet kunde inte hämtas",
    whatsNext: "Vad händer nu?",
    steps: [
      {
        title: "Säljaren får besked",
        body: "Säljaren ser att du har betalat och gör i ordning varan.",
      },
      {
        title: "Kom överens om överlämningen i chatten",
        body: "Bestäm var och när ni ses, eller hur varan skickas till dig.",
      },
      {
        title: "Säljaren bekräftar, du ger omdöme",
        body: "När säljaren har bekräftat överlämningen är affären klar och ni kan ge varandra omdömen.",
      },
    ],
    viewPurchases: "Visa mina köp",
    continueShopping: "Fortsätt shoppa",
    sessionId: "Betalningsreferens",
  },
};
