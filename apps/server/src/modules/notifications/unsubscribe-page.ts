import type { Language } from "@kierto/shared";
import { html } from "hono/html";

/** The small page behind a mail's unsubscribe link, in the person's language. */
export const unsubscribePageTexts = {
  en: {
    title: "Stop these mails",
    ask: (group: string) => `Stop mails about "${group}"? You still see these notifications in Kierto.`,
    confirm: "Stop these mails",
    done: (group: string) => `Done: you no longer get mails about "${group}".`,
    invalid: "This link is not valid. Choose your mails in Kierto's settings.",
    settings: "Notification settings",
  },
  fi: {
    title: "Lopeta nämä viestit",
    ask: (group: string) => `Lopetetaanko sähköpostit ryhmästä "${group}"? Näet ilmoitukset yhä Kierrossa.`,
    confirm: "Lopeta nämä viestit",
    done: (group: string) => `Valmis: et enää saa sähköposteja ryhmästä "${group}".`,
    invalid: "Tämä linkki ei kelpaa. Valitse sähköpostisi Kierron asetuksista.",
    settings: "Ilmoitusasetukset",
  },
  sv: {
    title: "Stoppa dessa mejl",
    ask: (group: string) => `Stoppa mejl om "${group}"? Du ser fortfarande aviseringarna i Kierto.`,
    confirm: "Stoppa dessa mejl",
    done: (group: string) => `Klart: du får inte längre mejl om "${group}".`,
    invalid: "Länken är inte giltig. Välj dina mejl i Kiertos inställningar.",
    settings: "Aviseringsinställningar",
  },
} satisfies Record<Language, unknown>;

interface PageContent {
  language: Language;
  text: string;
  /** The confirming form, posting back to the same address (a GET never changes anything). */
  confirm?: { action: string; label: string };
  settingsUrl: string;
}

export function renderUnsubscribePage(content: PageContent) {
  const t = unsubscribePageTexts[content.language];
  return html`<!doctype html>
<html lang="${content.language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t.title} · Kierto</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1c1917; }
      button { font: inherit; background: #0f766e; color: #fff; border: 0; border-radius: .375rem; padding: .5rem 1rem; }
      a { color: #0f766e; } :focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${t.title}</h1>
      <p>${content.text}</p>
      ${
        content.confirm
          ? html`<form method="post" action="${content.confirm.action}"><button type="submit">${content.confirm.label}</button></form>`
          : ""
      }
      <p><a href="${content.settingsUrl}">${t.settings}</a></p>
    </main>
  </body>
</html>`;
}
