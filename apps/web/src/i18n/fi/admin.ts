import type { Messages } from "../messages";

export const admin: Messages["admin"] = {
  statsLabel: "Kauppapaikan luvut",
  stats: {
    totalUsers: "Käyttäjät",
    totalProducts: "Tuotteet",
    totalTransactions: "Kaupat",
    totalReviews: "Arviot",
    pendingReports: "Käsittelemättömät ilmoitukset",
  },
  statsError: "Lukuja ei saatu ladattua.",
  users: {
    title: "Käyttäjät",
    search: "Hae nimellä tai sähköpostiosoitteella",
    id: "ID",
    name: "Nimi",
    email: "Sähköposti",
    role: "Rooli",
    joined: "Liittynyt",
    suspended: "Jäädytetty",
    roleFor: (name: string) => `Rooli (${name})`,
    empty: "Käyttäjiä ei löytynyt",
    loadError: "Käyttäjiä ei saatu ladattua.",
    page: (page: number, pages: number) => `Sivu ${page}/${pages}`,
    previous: "Edellinen sivu",
    next: "Seuraava sivu",
  },
  roles: { user: "Käyttäjä", moderator: "Moderaattori", admin: "Ylläpitäjä" },
  roleUpdated: "Käyttäjän rooli päivitetty",
  confirmRole: {
    title: (name: string, role: string) => `Vaihdetaanko käyttäjän ${name} rooliksi ${role}?`,
    body: "Käyttöoikeudet muuttuvat heti kaikilla laitteilla, joilla hän on kirjautuneena.",
    confirm: "Vaihda rooli",
    pending: "Vaihdetaan...",
  },
  roleFailed: "Roolin päivittäminen epäonnistui",
  twoFactor: {
    column: "Kaksivaiheinen",
    on: "Käytössä",
    off: "Ei käytössä",
    reset: "Nollaa",
    resetOf: (name: string) => `Nollaa käyttäjän ${name} kaksivaiheinen kirjautuminen`,
    dialogTitle: (name: string) => `Nollataanko käyttäjän ${name} kaksivaiheinen kirjautuminen?`,
    dialogBody:
      "Todennussovelluksen koodit ja varakoodit lakkaavat toimimasta, ja käyttäjä kirjataan ulos kaikilta laitteilta. Sen jälkeen hän kirjautuu pelkällä salasanalla ja voi ottaa kaksivaiheisen kirjautumisen uudelleen käyttöön. Tee tämä vain, jos hän on menettänyt molemmat ja olet varmistanut hänen henkilöllisyytensä.",
    reason: "Perustelu",
    reasonHint:
      "Miksi nollaat sen, esimerkiksi miten varmistit, että kyse on todella hänestä. Perustelu tallentuu tapahtumalokiin.",
    reasonRequired: "Kirjoita, miksi kaksivaiheinen kirjautuminen nollataan.",
    confirm: "Nollaa kaksivaiheinen kirjautuminen",
    pending: "Nollataan...",
    done: (name: string) => `Käyttäjän ${name} kaksivaiheinen kirjautuminen on nollattu`,
    failed: "Kaksivaiheisen kirjautumisen nollaus epäonnistui",
  },
  jobs: {
    title: "Taustatyöt",
    loadError: "Taustatöitä ei saatu ladattua.",
    queuesLabel: "Työt jonoittain",
    queue: "Jono",
    ready: "Valmiina",
    deferred: "Odottaa",
    active: "Käynnissä",
    failed: "Epäonnistuneet",
    deadLettersTitle: "Epäonnistuneet työt",
    noDeadLetters: "Ei epäonnistuneita töitä",
    failedAt: "Epäonnistui",
    attempts: "Yrityksiä",
    error: "Virhe",
    retry: "Yritä uudelleen",
    retryFor: (queue: string, when: string) => `Yritä uudelleen jonon ${queue} työtä, joka epäonnistui ${when}`,
    retried: "Työ on taas jonossa",
    retryFailed: "Työtä ei saatu takaisin jonoon",
  },
  audit: {
    title: "Tapahtumaloki",
    empty: "Moderaattorit tai ylläpitäjät eivät ole vielä tehneet toimenpiteitä",
    loadError: "Tapahtumalokia ei saatu ladattua.",
    who: "Kuka",
    what: "Mitä",
    onWhom: "Kehen",
    when: "Milloin",
    why: "Miksi",
    someone: "Poistettu tili",
    loadMore: "Näytä vanhemmat tapahtumat",
    loadingMore: "Ladataan...",
    actions: {
      role_changed: (from: string | null, to: string | null) => {
        if (from && to) return `Vaihtoi roolin: ${from} → ${to}`;
        if (to) return `Vaihtoi roolin: ${to}`;
        if (from) return `Vaihtoi roolin (aiempi: ${from})`;
        return "Vaihtoi roolin";
      },
      report_resolved: (action: string | null) =>
        action === "suspend_user"
          ? "Käsitteli ilmoituksen ja jäädytti käyttäjän"
          : action === "remove_listing"
            ? "Käsitteli ilmoituksen ja poisti myynti-ilmoituksen"
            : "Käsitteli ilmoituksen",
      report_dismissed: () => "Hylkäsi ilmoituksen",
      suspension_lifted: () => "Poisti jäädytyksen",
      appeal_decided: (outcome: string | null) =>
        outcome === "overturned"
          ? "Kumosi päätöksen muutoksenhaun perusteella"
          : "Piti päätöksen voimassa muutoksenhaun jälkeen",
      two_factor_reset: () => "Nollasi kaksivaiheisen kirjautumisen",
      sale_refunded: () => "Hyvitti kaupan",
      case_decided: () => "Ratkaisi ongelmatapauksen",
    },
  },
};
