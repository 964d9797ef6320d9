import type { Messages } from "../messages";

export const admin: Messages["admin"] = {
  statsLabel: "Marknadsplatsen i siffror",
  stats: {
    totalUsers: "Användare totalt",
    totalProducts: "Annonser",
    totalTransactions: "Affärer",
    totalReviews: "Omdömen",
    pendingReports: "Öppna anmälningar",
  },
  statsError: "Vi kunde inte läsa in siffrorna.",
  users: {
    title: "Användare",
    search: "Sök på namn eller e-post",
    id: "ID",
    name: "Namn",
    email: "E-post",
    role: "Roll",
    joined: "Gick med",
    suspended: "Avstängd",
    roleFor: (name: string) => `Roll för ${name}`,
    empty: "Inga användare hittades",
    loadError: "Vi kunde inte läsa in användarna.",
    page: (page: number, pages: number) => `Sida ${page} av ${pages}`,
    previous: "Föregående sida",
    next: "Nästa sida",
  },
  roles: { user: "Användare", moderator: "Moderator", admin: "Administratör" },
  roleUpdated: "Användarens roll är uppdaterad",
  confirmRole: {
    title: (name: string, role: string) => `Ge ${name} rollen ${role}?`,
    body: "Behörigheterna ändras direkt, på alla enheter där personen är inloggad.",
    confirm: "Byt roll",
    pending: "Byter…",
  },
  roleFailed: "Rollen kunde inte uppdateras",
  twoFactor: {
    column: "Tvåstegsinloggning",
    on: "På",
    off: "Av",
    reset: "Återställ",
    resetOf: (name: string) => `Återställ tvåstegsinloggningen för ${name}`,
    dialogTitle: (name: string) => `Återställa tvåstegsinloggningen för ${name}?`,
    dialogBody:
      "Koderna från autentiseringsappen och reservkoderna slutar gälla, och personen loggas ut på alla enheter. Därefter loggar hen in med bara lösenordet och kan slå på tvåstegsinloggning igen. Gör det bara för någon som har förlorat båda och vars identitet du har kontrollerat.",
    reason: "Motivering",
    reasonHint:
      "Varför du återställer den, till exempel hur du kontrollerade att det verkligen är hen. Motiveringen sparas i händelseloggen.",
    reasonRequired: "Skriv varför tvåstegsinloggningen återställs.",
    confirm: "Återställ tvåstegsinloggningen",
    pending: "Återställer...",
    done: (name: string) => `Tvåstegsinloggningen för ${name} är återställd`,
    failed: "Tvåstegsinloggningen kunde inte återställas",
  },
  jobs: {
    title: "Bakgrundsjobb",
    loadError: "Vi kunde inte läsa in bakgrundsjobben.",
    queuesLabel: "Jobb per kö",
    queue: "Kö",
    ready: "Redo",
    deferred: "Väntar",
    active: "Pågår",
    failed: "Misslyckade",
    deadLettersTitle: "Misslyckade jobb",
    noDeadLetters: "Inga misslyckade jobb",
    failedAt: "Misslyckades",
    attempts: "Försök",
    error: "Fel",
    retry: "Försök igen",
    retryFor: (queue: string, when: string) => `Försök igen med jobbet i kön ${queue} som misslyckades ${when}`,
    retried: "Jobbet står i kö igen",
    retryFailed: "Jobbet kunde inte köas igen",
  },
  audit: {
    title: "Händelselogg",
    empty: "Inga åtgärder av moderatorer eller administratörer än",
    loadError: "Vi kunde inte läsa in händelseloggen.",
    who: "Vem",
    what: "Vad",
    onWhom: "Gällde",
    when: "När",
    why: "Varför",
    someone: "Raderat konto",
    loadMore: "Visa äldre händelser",
    loadingMore: "Laddar…",
    actions: {
      role_changed: (from: string | null, to: string | null) =>
        `Ändrade rollen${from ? ` från ${from}` : ""}${to ? ` till ${to}` : ""}`,
      report_resolved: (action: string | null) =>
        action === "suspend_user"
          ? "Åtgärdade en anmälan och stängde av användaren"
          : action === "remove_listing"
            ? "Åtgärdade en anmälan och tog bort en annons"
            : "Åtgärdade en anmälan",
      report_dismissed: () => "Avvisade en anmälan",
      suspension_lifted: () => "Hävde en avstängning",
      appeal_decided: (outcome: string | null) =>
        outcome === "overturned" ? "Upphävde ett beslut efter överklagan" : "Fastställde ett beslut efter överklagan",
      two_factor_reset: (): string => "Återställde tvåstegsinloggningen",
      sale_refunded: (): string => "Återbetalade ett köp",
    },
  },
};
