import { html, raw } from "hono/html";
import type { OutboxEntry } from "../../platform/mail/outbox-mailer";

/** A plain page listing the dev outbox, with every link in a mail clickable. */
export function renderMailbox(mails: OutboxEntry[], to?: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dev mailbox · Kierto</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917; }
      article { border: 1px solid #d6d3d1; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
      pre { white-space: pre-wrap; font: inherit; }
      a { color: #0f766e; } a:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
      iframe { width: 100%; height: 32rem; border: 1px solid #d6d3d1; }
      .meta { color: #57534e; font-size: .875rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Dev mailbox</h1>
      <p>Mail that Kierto would have sent. It is kept here because no SMTP server is configured. <a href="/dev/push">Dev push outbox</a></p>
      <form method="get" action="/dev/mailbox">
        <label for="to">Recipient</label>
        <input id="to" name="to" type="email" value="${to ?? ""}" />
        <button type="submit">Filter</button>
      </form>
      ${mails.length === 0 ? html`<p>No mail yet.</p>` : ""}
      ${mails.map(
        (mail) => html`<article>
          <h2>${mail.subject}</h2>
          <p class="meta">To ${mail.to} · ${new Date(mail.createdAt).toLocaleString("en-GB")}</p>
          ${
            mail.html
              ? // Sandboxed without scripts or same origin: the mail renders as a mail client would show it.
                html`<iframe title="${mail.subject}" sandbox="" srcdoc="${mail.html}"></iframe>
                  <details><summary>Plain text and headers</summary>
                    <pre>${raw(linkify(mail.text))}</pre>
                    <pre>${Object.entries(mail.headers).map(([name, value]) => `${name}: ${value}\n`)}</pre>
                  </details>`
              : html`<pre>${raw(linkify(mail.text))}</pre>`
          }
        </article>`,
      )}
    </main>
  </body>
</html>`;
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
