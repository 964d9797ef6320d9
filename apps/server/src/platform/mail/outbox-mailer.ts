import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { extractLinks, type Mail, type Mailer } from "./mailer";

/**
 * Development mail (README.md, Demo accounts): kept in the database, printed to the log, and readable at
 * /dev/mailbox, so that sign-up works on a machine with no mail server.
 */
export function createOutboxMailer(db: Database, logger: Logger): Mailer {
  return {
    async send(mail: Mail) {
      const links = extractLinks(mail.text);
      await db.insert(mailOutbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: mail.headers ?? {},
        links,
      });
      logger.info("mail kept in the dev outbox", { to: mail.to, subject: mail.subject, links });
    },
  };
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  links: string[];
  createdAt: string;
}

export async function readOutbox(db: Database, to?: string): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? and(eq(mailOutbox.to, to.toLowerCase())) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
}
