import type { pushTexts as en } from "../en/push-texts";

export const pushTexts: typeof en = {
  offer: {
    label: "Push-ilmoitukset",
    chat: "Haluatko ilmoituksen, kun hän vastaa?",
    saved_search: "Haluatko ilmoituksen, kun hakuusi tulee uusia ilmoituksia?",
    turnOn: "Kyllä, ilmoita minulle",
    notNow: "Ei nyt",
  },
  device: {
    title: "Push-ilmoitukset tällä laitteella",
    states: {
      on: "Päällä: tämä laite näyttää Kierron push-ilmoitukset.",
      off: "Pois päältä: tämä laite ei näytä push-ilmoituksia.",
      blocked:
        "Selaimesi on estänyt ilmoitukset. Salli Kierron ilmoitukset selaimen sivustoasetuksista, niin voit ottaa ne käyttöön.",
      unsupported: "Tämä selain ei pysty näyttämään push-ilmoituksia.",
    },
    turnOn: "Ota käyttöön tällä laitteella",
    turnOff: "Poista käytöstä tällä laitteella",
    turnedOn: "Push-ilmoitukset ovat käytössä tällä laitteella",
    turnedOff: "Push-ilmoitukset eivät ole käytössä tällä laitteella",
    failed: "Push-ilmoitusten muuttaminen tällä laitteella ei onnistunut",
    columnNote: "Push-sarakkeesta valitset, mitä lähetetään laitteille, joilla push-ilmoitukset ovat käytössä.",
  },
};
