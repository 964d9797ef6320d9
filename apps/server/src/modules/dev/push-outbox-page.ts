import { html } from "hono/html";
import type { PushOutboxEntry } from "../../platform/push";

/** A plain page listing the dev push outbox: what each device would have shown. */
export function renderPushOutbox(pushes: PushOutboxEntry[]) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dev push outbox · Kierto</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917; }
      article { border: 1px solid #d6d3d1; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
      a { color: #0f766e; } a:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
      .meta { color: #57534e; font-size: .875rem; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main>
      <h1>Dev push outbox</h1>
      <p>Push messages Kierto would have sent to people's devices. They are kept here because no push service is configured (PUSH=outbox). <a href="/dev/mailbox">Dev mailbox</a></p>
      ${pushes.length === 0 ? html`<p>No push messages yet.</p>` : ""}
      ${pushes.map(
        (push) => html`<article>
          <h2>${push.title}</h2>
          <p>${push.body}</p>
          <p><a href="${push.url}">${push.url}</a></p>
          <p class="meta">To person ${push.userId} · tag ${push.tag} · ${new Date(push.createdAt).toLocaleString("en-GB")}</p>
          <p class="meta">Device ${push.endpoint}</p>
        </article>`,
      )}
    </main>
  </body>
</html>`;
}
