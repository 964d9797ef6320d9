import type { MailTexts } from "./en";

export const fi: MailTexts = {
  signature: "Nähdään Kierrossa!\nKierron tiimi\n\nKierto – käytetyt vaatteet kiertoon Suomessa.",
  greeting: (name?: string) => (name ? `Hei ${name},` : "Hei,"),
  verify: {
    subject: "Vahvista sähköpostiosoitteesi Kiertoon",
    body: (url: string) =>
      `Tervetuloa Kiertoon! Vahvista sähköpostiosoitteesi, niin pääset ostamaan ja myymään:\n\n${url}\n\nLinkki on voimassa 24 tuntia. Jos et rekisteröitynyt Kiertoon, voit jättää tämän viestin huomiotta.`,
  },
  reset: {
    subject: "Vaihda Kierto-salasanasi",
    body: (url: string) =>
      `Joku (toivottavasti sinä) pyysi Kierto-tilisi salasanan vaihtamista. Valitse uusi salasana tästä:\n\n${url}\n\nLinkki on voimassa tunnin. Jos et pyytänyt vaihtoa, voit jättää tämän viestin huomiotta – salasanasi pysyy ennallaan.`,
  },
  suspension: {
    subject: "Kierto-tilisi on jäädytetty",
    body: (reason: string, note: string | null, appealUrl: string | null) =>
      `Kierron moderaattori on käsitellyt tiliäsi koskevan ilmoituksen ja jäädyttänyt tilisi. Jäädytyksen aikana et voi kirjautua sisään, eikä kukaan voi lähettää sinulle viestejä.\n\nPeruste: ilmoituksen syy, ”${reason}”, todettiin aiheelliseksi käyttöehtojemme perusteella.${note ? `\nModeraattorin perustelu: ${note}` : ""}\n\nNäin haet muutosta: ${appealUrl ? `avaa 14 päivän kuluessa ${appealUrl} ja ` : "kirjaudu 14 päivän kuluessa sisään, avaa näkyviin tuleva muutoksenhakulinkki ja "}kerro, miksi päätös on mielestäsi väärä. Asian käsittelee moderaattori, joka ei tehnyt alkuperäistä päätöstä, ja kerromme ratkaisusta sähköpostitse.`,
    reasons: {
      spam: "Roskaposti",
      harassment: "Häirintä",
      inappropriate: "Sopimaton sisältö",
      scam: "Huijaus tai petos",
      offensive: "Loukkaava käytös",
      other: "Muu syy",
      illegal_content: "Laiton sisältö",
      counterfeit: "Väärennös",
    },
  },
  suspensionLifted: {
    subject: "Kierto-tilisi on taas käytössä",
    body: (note: string) =>
      `Kierron moderaattori on poistanut tilisi jäädytyksen. Voit taas kirjautua sisään, ja muut voivat lähettää sinulle viestejä kuten ennenkin.\n\nModeraattorin perustelu: ${note}`,
  },
  listingReportOutcome: {
    subject: "Ilmoituksesi Kierron myynti-ilmoituksesta on käsitelty",
    body: (outcome: "removed" | "suspended" | "none") =>
      `Kiitos, että ilmoitit Kierron myynti-ilmoituksesta. Moderaattori on käsitellyt ilmoituksesi. ${{ removed: "Ilmoitus on poistettu.", suspended: "Myyjän tili on jäädytetty.", none: "Toimenpiteille ei löytynyt perustetta, ja ilmoitus pysyy myynnissä." }[outcome]}\n\nIlmoitit ilman tiliä, joten tämä sähköposti on ainoa viesti asiasta.`,
  },
  appealDecided: {
    acceptedSubject: "Kierto hyväksyi muutoksenhakusi",
    reviewedSubject: "Kierto käsitteli muutoksenhakusi",
    body: (overturned: boolean, note: string) =>
      `${overturned ? "Moderaattori, joka ei tehnyt alkuperäistä päätöstä, hyväksyi muutoksenhakusi: tilisi jäädytys on poistettu, ja voit taas kirjautua sisään." : "Moderaattori, joka ei tehnyt alkuperäistä päätöstä, käsitteli muutoksenhakusi, ja päätös pysyy voimassa: tilisi on edelleen jäädytetty."}\n\nModeraattorin perustelu: ${note}\n\nJos olet eri mieltä, voit kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen tai tuomioistuimen puoleen.`,
  },
};
