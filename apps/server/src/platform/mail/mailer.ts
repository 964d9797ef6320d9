import type { Database, Tx } from "../../db/client";

/** How the product sends mail. The dev outbox and SMTP both implement it. */
export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  /** The HTML part, rendered from the same template as the text (layout.tsx). */
  html?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Delivers a mail (a transport), or queues it for delivery on `executor` (the app's queued mailer). */
  send(mail: Mail, executor?: Database | Tx): Promise<void>;
}

/** Every http(s) address in a mail's text: the outbox shows them as clickable links. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
