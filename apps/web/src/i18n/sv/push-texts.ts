import type { pushTexts as en } from "../en/push-texts";

export const pushTexts: typeof en = {
  offer: {
    label: "Pushaviseringar",
    chat: "Vill du få en avisering när de svarar?",
    saved_search: "Vill du få en avisering när nya annonser matchar din sökning?",
    turnOn: "Ja, avisera mig",
    notNow: "Inte nu",
  },
  device: {
    title: "Pushaviseringar på den här enheten",
    states: {
      on: "På: den här enheten visar Kiertos pushaviseringar.",
      off: "Av: den här enheten visar inga pushaviseringar.",
      blocked:
        "Blockerade av din webbläsare. Tillåt aviseringar för Kierto i webbläsarens webbplatsinställningar för att slå på dem.",
      unsupported: "Den här webbläsaren kan inte visa pushaviseringar.",
    },
    turnOn: "Slå på för den här enheten",
    turnOff: "Slå av för den här enheten",
    turnedOn: "Pushaviseringar är på för den här enheten",
    turnedOff: "Pushaviseringar är av för den här enheten",
    failed: "Det gick inte att ändra pushaviseringar för den här enheten",
    columnNote: "I kolumnen Push väljer du vad som skickas till enheter där pushaviseringar är på.",
  },
};
