/** How the product sends mail. The dev outbox and SMTP both implement it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Every http(s) address in a mail's text: the outbox shows them as clickable links. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
