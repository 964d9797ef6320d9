/**
 * The parts a fresh `npm start` runs on by itself: the embedded database, photos on local disk,
 * mail and push messages kept in the dev outboxes, the local payment and payout providers, and the local carrier. Each is right on a
 * laptop and wrong for real people (no backups, one machine's disk, mail never delivered, no money
 * moved), so production takes one only when its variable names it in so many words, and then says
 * so at every start (docs/decisions/0046).
 *
 * One scheme for all seven: a variable names the kind of part, and its local value is the opt-in.
 *   DATABASE=embedded   STORAGE=local   MAIL=outbox   PUSH=outbox   PAYMENT_PROVIDER=local
 *   PAYOUT_PROVIDER=local   SHIPPING_CARRIER=local
 */

export const DATABASE_KINDS = ["embedded", "external"] as const;
export const MAIL_KINDS = ["outbox", "smtp"] as const;
export const PUSH_KINDS = ["outbox", "webpush"] as const;

export type DatabaseKind = (typeof DATABASE_KINDS)[number];
export type MailKind = (typeof MAIL_KINDS)[number];
export type PushKind = (typeof PUSH_KINDS)[number];

interface Chosen {
  DATABASE?: DatabaseKind;
  DATABASE_URL?: string;
  STORAGE?: "local" | "s3";
  MAIL?: MailKind;
  SMTP_URL?: string;
  PUSH?: PushKind;
  VAPID_PRIVATE_KEY?: string;
  PAYMENT_PROVIDER?: string;
  PAYOUT_PROVIDER?: string;
  SHIPPING_CARRIER?: string;
  STRIPE_SECRET_KEY?: string;
}

export interface LocalParts {
  database: DatabaseKind;
  storage: "local" | "s3";
  mail: MailKind;
  push: PushKind;
  /** What is wrong, one line each, for the start-up refusal. */
  problems: string[];
  /** In production: each local part named on purpose, for the warning at every start. */
  warnings: string[];
}

/** Which of the local parts this configuration runs on, and whether production may. */
export function resolveLocalParts(raw: Chosen, isProduction: boolean): LocalParts {
  const problems: string[] = [];
  const warnings: string[] = [];
  const database: DatabaseKind = raw.DATABASE ?? (raw.DATABASE_URL ? "external" : "embedded");
  const storage = raw.STORAGE ?? "local";
  const mail: MailKind = raw.MAIL ?? (raw.SMTP_URL ? "smtp" : "outbox");
  const push: PushKind = raw.PUSH ?? (raw.VAPID_PRIVATE_KEY ? "webpush" : "outbox");

  if (raw.DATABASE === "external" && !raw.DATABASE_URL) problems.push("DATABASE: external needs DATABASE_URL");
  if (raw.DATABASE === "embedded" && raw.DATABASE_URL) {
    problems.push("DATABASE: embedded and DATABASE_URL contradict each other; drop one");
  }
  if (raw.MAIL === "smtp" && !raw.SMTP_URL) problems.push("MAIL: smtp needs SMTP_URL");

  if (isProduction) {
    const local = [
      {
        name: "DATABASE",
        chosen: raw.DATABASE === "embedded",
        used: database === "embedded",
        missing: "set DATABASE_URL, or DATABASE=embedded for a demo (one machine, no backups)",
        warning: "DATABASE=embedded: the database lives on this machine's disk, with no backups",
      },
      {
        name: "STORAGE",
        chosen: raw.STORAGE === "local",
        used: storage === "local",
        missing: "set STORAGE=s3 with S3_BUCKET, or STORAGE=local for a demo (photos on one machine's disk)",
        warning: "STORAGE=local: photos live on this machine's disk, which no other instance sees",
      },
      {
        name: "MAIL",
        chosen: raw.MAIL === "outbox",
        used: mail === "outbox",
        missing: "set SMTP_URL, or MAIL=outbox for a demo (mail kept in the database, never delivered)",
        warning: "MAIL=outbox: account mail is kept in the database and never delivered",
      },
      {
        name: "PUSH",
        chosen: raw.PUSH === "outbox",
        used: push === "outbox",
        missing:
          "set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT, or PUSH=outbox for a demo (push messages kept in the database, never delivered)",
        warning: "PUSH=outbox: push messages are kept in the database and never delivered",
      },
      {
        name: "PAYMENT_PROVIDER",
        chosen: raw.PAYMENT_PROVIDER === "local",
        used: raw.PAYMENT_PROVIDER === "local" || (!raw.PAYMENT_PROVIDER && !raw.STRIPE_SECRET_KEY),
        missing: "required in production without STRIPE_SECRET_KEY (local takes no real payments)",
        warning: "PAYMENT_PROVIDER=local: the test payment page marks sales paid and takes no money",
      },
      {
        name: "PAYOUT_PROVIDER",
        chosen: raw.PAYOUT_PROVIDER === "local",
        used: raw.PAYOUT_PROVIDER === "local" || !raw.PAYOUT_PROVIDER,
        missing: "required in production (local sends no real payouts)",
        warning: "PAYOUT_PROVIDER=local: payouts are simulated and send no money",
      },
      {
        name: "SHIPPING_CARRIER",
        chosen: raw.SHIPPING_CARRIER === "local",
        used: raw.SHIPPING_CARRIER === "local" || !raw.SHIPPING_CARRIER,
        missing: "required in production (local carries no real parcels)",
        warning: "SHIPPING_CARRIER=local: parcels are simulated; no carrier knows their sending codes",
      },
    ];
    for (const part of local) {
      if (!part.used) continue;
      if (part.chosen) warnings.push(part.warning);
      else problems.push(`${part.name}: ${part.missing}`);
    }
  }
  return { database, storage, mail, push, problems, warnings };
}
