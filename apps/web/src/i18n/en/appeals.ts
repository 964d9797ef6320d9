/**
 * The appeal form, the moderators' appeal queue (ADR 0015) and the suspended accounts. Kept out of the first page's
 * catalogue: only the appeal page and the moderation pages load it.
 */
export const appeals = {
  form: {
    title: "Appeal a moderation decision",
    intro:
      "Tell us why you think the decision is wrong. A moderator who did not take it reviews your appeal and tells you the outcome with the reasons.",
    formLabel: "Appeal",
    reference: "Decision reference",
    statement: "Why the decision is wrong",
    statementHint: "What happened, and anything the moderator may not have known.",
    statementRequired: "Write why you think the decision is wrong.",
    send: "Send appeal",
    sending: "Sending...",
    sentTitle: "Your appeal was sent",
    sentBody:
      "A moderator who did not take the decision will review it. You will get the outcome as a notification, and by e-mail while your account is suspended.",
    linkInvalid: "This appeal link is not valid any more. Log in again to get a new one.",
    missingReference: "This link does not name a decision. Open the appeal link from the decision you received.",
    signInFirst: "Log in to appeal this decision.",
    signIn: "Log in",
  },
  queue: {
    title: "Appeals",
    empty: "No pending appeals",
    loadError: "We couldn't load the appeals.",
    person: "Appealed by",
    suspended: "Suspended",
    decision: "Decision",
    received: "Received",
    ownDecision: "You took this decision, so another moderator decides the appeal.",
    report: "View report",
    reportOf: (name: string) => `View report behind the appeal of ${name}`,
    overturn: "Overturn",
    uphold: "Uphold",
    overturnOf: (name: string) => `Overturn the decision about ${name}`,
    upholdOf: (name: string) => `Uphold the decision about ${name}`,
    overturnBody: (suspended: boolean): string =>
      suspended
        ? "The decision is withdrawn and the suspension lifted. The person is told, with your explanation."
        : "The decision is withdrawn. The person is told, with your explanation.",
    upholdBody: "The decision stands. The person is told, with your explanation.",
    note: "Explanation (shown to the person)",
    noteHint: "Why the decision is withdrawn or stands.",
    noteRequired: "Write the reasons for the outcome.",
    pending: "Saving...",
    overturned: "Decision overturned successfully",
    upheld: "Decision upheld successfully",
    decideFailed: "Failed to decide the appeal",
  },
  suspensions: {
    title: "Suspended accounts",
    empty: "No suspended accounts",
    loadError: "We couldn't load the suspended accounts.",
    since: (when: string, reason: string | null) => `Suspended ${when}${reason ? ` · ${reason}` : ""}`,
    report: "View report",
    reportOf: (name: string) => `View report that suspended ${name}`,
    lift: "Lift suspension",
    liftOf: (name: string) => `Lift suspension of ${name}`,
    dialogTitle: (name: string) => `Lift the suspension of ${name}?`,
    dialogBody:
      "They can log in and be messaged again. They are told the suspension was lifted, with your explanation; the audit log keeps it.",
    reason: "Explanation",
    reasonHint: "Why the suspension ends: an accepted appeal, a mistake, or time served.",
    reasonRequired: "Write why the suspension is lifted.",
    confirm: "Lift suspension",
    pending: "Lifting...",
    lifted: "Suspension lifted successfully",
    liftFailed: "Failed to lift suspension",
  },
};
