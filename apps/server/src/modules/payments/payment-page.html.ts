import { LANGUAGE_LOCALES } from "@kierto/shared";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { CardError, CardField, CardForm } from "./card-validation";
import type { MobilePayError } from "./mobilepay-validation";
import type { PaymentPageMessages } from "./payment-page-messages";

export const PAYMENT_PAGE_CSS_PATH = "/pay/assets/payment-page.css";

const euros = (m: PaymentPageMessages, cents: number) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[m.language], { style: "currency", currency: "EUR" }).format(cents / 100);

function layout(m: PaymentPageMessages, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="${m.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${m.documentTitle}</title>
<link rel="stylesheet" href="${PAYMENT_PAGE_CSS_PATH}">
</head>
<body>
<main>
<header><span class="brand">${m.brand}</span><span class="badge">${m.testMode}</span></header>
${body}
</main>
</body>
</html>`;
}

export interface PaymentFormView {
  sessionId: string;
  token: string;
  productTitle: string;
  amountCents: number;
  values?: Partial<CardForm>;
  errors?: Partial<Record<CardField, CardError>>;
  /** What the buyer typed into MobilePay's number field, and why it was refused. */
  phone?: string;
  phoneError?: MobilePayError;
}

function field(
  m: PaymentPageMessages,
  view: PaymentFormView,
  name: CardField,
  attrs: { label: string; autocomplete: string; inputmode?: string; maxlength: number; placeholder?: string },
) {
  const error = view.errors?.[name];
  // The CVC is never sent back into the page.
  const value = name === "cvc" ? "" : (view.values?.[name] ?? "");
  return html`<div>
<label for="${name}">${attrs.label}</label>
<input id="${name}" name="${name}" value="${value}" autocomplete="${attrs.autocomplete}" maxlength="${attrs.maxlength}"${
    attrs.inputmode ? raw(` inputmode="${attrs.inputmode}"`) : ""
  }${attrs.placeholder ? html` placeholder="${attrs.placeholder}"` : ""} required${
    error ? raw(` aria-invalid="true" aria-describedby="${name}-error"`) : ""
  }>
${error ? html`<p class="field-error" id="${name}-error">${m.errors[error]}</p>` : ""}
</div>`;
}

/** The card form: what is being paid for, the four fields, Pay and Cancel. No script at all. */
export function renderPaymentForm(m: PaymentPageMessages, view: PaymentFormView) {
  const action = `/pay/${encodeURIComponent(view.sessionId)}`;
  return layout(
    m,
    html`<section class="summary">
<p class="muted">${m.payFor}</p>
<p>${view.productTitle}</p>
<p class="muted">${m.total}</p>
<p class="amount">${euros(m, view.amountCents)}</p>
</section>
<p class="hint">${m.testCards}</p>
<form method="post" action="${action}" novalidate>
<input type="hidden" name="token" value="${view.token}">
${field(m, view, "card", { label: m.card, autocomplete: "cc-number", inputmode: "numeric", maxlength: 23, placeholder: "4242 4242 4242 4242" })}
<div class="row">
${field(m, view, "expiry", { label: m.expiry, autocomplete: "cc-exp", inputmode: "numeric", maxlength: 7, placeholder: "12/30" })}
${field(m, view, "cvc", { label: m.cvc, autocomplete: "cc-csc", inputmode: "numeric", maxlength: 4, placeholder: "123" })}
</div>
${field(m, view, "name", { label: m.name, autocomplete: "cc-name", maxlength: 100 })}
<button class="pay" type="submit">${m.pay(euros(m, view.amountCents))}</button>
</form>
${mobilePayForm(m, view, action)}
<form method="post" action="${action}/cancel">
<input type="hidden" name="token" value="${view.token}">
<button class="secondary" type="submit">${m.cancel}</button>
</form>`,
  );
}

/** MobilePay beside the card: the buyer's mobile number, then the approval page. */
function mobilePayForm(m: PaymentPageMessages, view: PaymentFormView, action: string) {
  const t = m.mobilePay;
  const error = view.phoneError;
  return html`<section class="alternative" aria-labelledby="mobilepay-heading">
<h2 id="mobilepay-heading">${t.heading}</h2>
<form method="post" action="${action}/mobilepay" novalidate>
<input type="hidden" name="token" value="${view.token}">
<div>
<label for="phone">${t.phone}</label>
<input id="phone" name="phone" type="tel" value="${view.phone ?? ""}" autocomplete="tel" maxlength="20" required aria-describedby="phone-hint${
    error ? " phone-error" : ""
  }"${error ? raw(' aria-invalid="true"') : ""}>
<p class="hint" id="phone-hint">${t.phoneHint}</p>
${error ? html`<p class="field-error" id="phone-error">${t.errors[error]}</p>` : ""}
</div>
<button class="mobilepay" type="submit">${t.continue}</button>
</form>
</section>`;
}

/**
 * The simulated MobilePay app: the request went to the buyer's number, and they approve or
 * reject it here, as they would on their phone.
 */
export function renderMobilePayApproval(
  m: PaymentPageMessages,
  view: {
    sessionId: string;
    token: string;
    productTitle: string;
    amountCents: number;
    phone: string;
    shownPhone: string;
  },
) {
  const t = m.mobilePay;
  const action = `/pay/${encodeURIComponent(view.sessionId)}/mobilepay/approve`;
  const amount = euros(m, view.amountCents);
  const decision = (value: "approve" | "reject", label: string, style: string) =>
    html`<form method="post" action="${action}">
<input type="hidden" name="token" value="${view.token}">
<input type="hidden" name="phone" value="${view.phone}">
<input type="hidden" name="decision" value="${value}">
<button class="${style}" type="submit">${label}</button>
</form>`;
  return layout(
    m,
    html`<section class="summary">
<p class="muted">${m.payFor}</p>
<p>${view.productTitle}</p>
<p class="muted">${m.total}</p>
<p class="amount">${amount}</p>
</section>
<h2>${t.approveTitle}</h2>
<p role="status">${t.sentTo(view.shownPhone)}</p>
<p class="hint">${t.simulated}</p>
${decision("approve", t.approve(amount), "mobilepay")}
${decision("reject", t.reject, "secondary")}`,
  );
}

/** A page with one message and, where there is somewhere to go, a link back to Kierto. */
export function renderNotice(
  m: PaymentPageMessages,
  notice: { text: string; alert?: boolean; link?: { href: string; label: string } },
) {
  return layout(
    m,
    html`${notice.alert ? html`<p class="alert" role="alert">${notice.text}</p>` : html`<p>${notice.text}</p>`}
${notice.link ? html`<a class="link-button secondary" href="${notice.link.href}">${notice.link.label}</a>` : ""}`,
  );
}
