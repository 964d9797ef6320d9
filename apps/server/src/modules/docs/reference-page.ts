import type { Language } from "@kierto/shared";
import { html } from "hono/html";
import { referenceTexts } from "./reference-texts";

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A readable, script-free API reference built from the OpenAPI document. */
export function renderApiReference(document: { paths?: Record<string, Record<string, unknown>> }, language: Language) {
  const t = referenceTexts[language];
  const tagName = (tag: string) => (t.tags as Record<string, string | undefined>)[tag] ?? tag;
  const byTag = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const tag = op.tags?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${t.title}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917; }
      code, .path { font-family: ui-monospace, monospace; }
      .op { border: 1px solid #d6d3d1; border-radius: .5rem; padding: .75rem 1rem; margin: .5rem 0; }
      .method { display: inline-block; min-width: 4rem; font-weight: 700; text-transform: uppercase; }
      .meta { color: #57534e; font-size: .875rem; margin: .25rem 0 0; }
      a:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${t.heading}</h1>
      <p>${t.documentAt} <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
        ${t.errorShape} <code>{ "error": { "code", "message" } }</code>.</p>
      <nav aria-label="${t.sections}"><ul>${tags.map((tag) => html`<li><a href="#${slug(tag)}">${tagName(tag)}</a></li>`)}</ul></nav>
      ${tags.map(
        (tag) => html`<section id="${slug(tag)}">
          <h2>${tagName(tag)}</h2>
          ${(byTag.get(tag) ?? []).map(
            ({ method, path, op }) => html`<div class="op">
              <div><span class="method">${method}</span> <span class="path">/api${path}</span></div>
              ${op.summary ? html`<p>${op.summary}</p>` : ""}
              ${
                op.parameters?.length
                  ? html`<p class="meta">${t.parameters}: ${op.parameters.map((p) => `${p.name} (${p.in}${p.required ? `, ${t.required}` : ""})`).join("; ")}</p>`
                  : ""
              }
              <p class="meta">${t.responses}: ${Object.entries(op.responses ?? {})
                .map(([status, r]) => `${status} ${r.description ?? ""}`.trim())
                .join("; ")}</p>
            </div>`,
          )}
        </section>`,
      )}
    </main>
  </body>
</html>`;
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
