import { readFileSync } from "node:fs";
import { saleTitle } from "@kierto/shared";
import { and, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { products, saleItems, transactions } from "../../db/schema";
import { requestLanguage } from "../../lib/request-language";
import { localPaymentId } from "../../platform/payments";
import { sessionMiddleware } from "../auth";
import { endCheckout, markPaid } from "../transactions";
import { type CardForm, validateCard } from "./card-validation";
import { displayMobileNumber, finnishMobileNumber, MOBILEPAY_TEST_NUMBERS } from "./mobilepay-validation";
import { paymentFormToken, paymentFormTokenHolds } from "./payment-form-token";
import { PAYMENT_PAGE_CSS_PATH, renderMobilePayApproval, renderNotice, renderPaymentForm } from "./payment-page.html";
import { paymentPageMessages } from "./payment-page-messages";

const css = readFileSync(new URL("./payment-page.css", import.meta.url), "utf8");

/**
 * The local provider's hosted payment page (platform/payments/local-provider.ts): server-rendered
 * HTML with its own stylesheet and no script, apart from the web app. Only the buyer of the
 * checkout, signed in in this browser, sees the form; Pay confirms through markPaid, the same
 * transition a provider's webhook takes, then sends the browser to Payment Successful.
 */
export function localPaymentPageRoutes() {
  const app = new Hono<AppEnv>();
  app.get(PAYMENT_PAGE_CSS_PATH.replace("/pay", ""), (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(css, 200, { "Content-Type": "text/css; charset=utf-8" });
  });
  app.use("*", sessionMiddleware());
  app.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  const load = async (c: Context<AppEnv>, sessionId: string) => {
    const user = c.var.user;
    if (!user || c.var.deps.payments.name !== "local") return undefined;
    const [row] = await c.var.deps.db
      .select({
        sale: transactions,
        firstTitle: products.title,
        itemCount: sql<number>`(select count(*)::int from ${saleItems} where ${saleItems.transactionId} = ${transactions.id})`,
      })
      .from(transactions)
      .innerJoin(products, eq(products.id, transactions.productId))
      .where(
        and(
          eq(transactions.providerSessionId, sessionId),
          eq(transactions.paymentProvider, "local"),
          eq(transactions.buyerId, user.id),
        ),
      );
    if (!row) return undefined;
    // A bundle is named by its first item and how many more it holds.
    const productTitle = saleTitle(row.firstTitle, row.itemCount, requestLanguage(c));
    return { sale: row.sale, productTitle, userId: user.id };
  };

  const urls = (publicUrl: string, sessionId: string, productId: string) => ({
    success: `${publicUrl}/payment-success?session_id=${encodeURIComponent(sessionId)}`,
    checkout: `${publicUrl}/checkout/${productId}?cancelled=1`,
  });

  app.get("/:sessionId", async (c) => {
    const m = paymentPageMessages(requestLanguage(c));
    const sessionId = c.req.param("sessionId");
    const found = await load(c, sessionId);
    if (!found) return c.html(renderNotice(m, { text: c.var.user ? m.notFound : m.signIn }), 404);
    const { sale } = found;
    const to = urls(c.var.deps.env.publicUrl, sessionId, sale.productId);
    if (sale.state === "paid" || sale.state === "completed") return c.redirect(to.success, 303);
    if (sale.state === "reserved" && sale.checkoutExpiresAt && sale.checkoutExpiresAt.getTime() <= Date.now()) {
      await endCheckout(c.var.deps, { transactionId: sale.id }, "expireCheckout");
      return c.html(renderNotice(m, { text: m.ended, link: { href: to.checkout, label: m.backToCheckout } }), 410);
    }
    if (sale.state !== "reserved") {
      return c.html(renderNotice(m, { text: m.ended, link: { href: to.checkout, label: m.backToCheckout } }), 410);
    }
    const token = await paymentFormToken(c.var.deps.env.authSecret, sessionId, found.userId);
    return c.html(
      renderPaymentForm(m, {
        sessionId,
        token,
        productTitle: found.productTitle,
        amountCents: (sale.amountCents ?? 0) + (sale.postageCents ?? 0),
      }),
    );
  });

  app.post("/:sessionId", async (c) => {
    const m = paymentPageMessages(requestLanguage(c));
    const sessionId = c.req.param("sessionId");
    const found = await load(c, sessionId);
    if (!found) return c.html(renderNotice(m, { text: c.var.user ? m.notFound : m.signIn }), 404);
    const { sale } = found;
    const deps = c.var.deps;
    const to = urls(deps.env.publicUrl, sessionId, sale.productId);
    const body = await c.req.parseBody();
    const value = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : "");
    const token = value("token");
    if (!(await paymentFormTokenHolds(deps.env.authSecret, sessionId, found.userId, token))) {
      return c.html(renderNotice(m, { text: m.notFound }), 403);
    }
    if (sale.state === "paid" || sale.state === "completed") return c.redirect(to.success, 303);
    if (sale.state !== "reserved") {
      return c.html(renderNotice(m, { text: m.ended, link: { href: to.checkout, label: m.backToCheckout } }), 410);
    }

    const form: CardForm = { card: value("card"), expiry: value("expiry"), cvc: value("cvc"), name: value("name") };
    const result = validateCard(form);
    if (!result.valid) {
      const view = {
        sessionId,
        token,
        productTitle: found.productTitle,
        amountCents: (sale.amountCents ?? 0) + (sale.postageCents ?? 0),
      };
      return c.html(renderPaymentForm(m, { ...view, values: form, errors: result.errors }), 422);
    }
    if (result.declined) {
      await endCheckout(deps, { transactionId: sale.id }, "failCheckout");
      return c.html(
        renderNotice(m, { text: m.declined, alert: true, link: { href: to.checkout, label: m.backToCheckout } }),
        402,
      );
    }
    await markPaid(deps, { provider: "local", sessionId, paymentId: localPaymentId() });
    return c.redirect(to.success, 303);
  });

  // MobilePay, step 1: the buyer's number. The request "goes to their phone": the approval page.
  app.post("/:sessionId/mobilepay", async (c) => {
    const m = paymentPageMessages(requestLanguage(c));
    const sessionId = c.req.param("sessionId");
    const found = await load(c, sessionId);
    if (!found) return c.html(renderNotice(m, { text: c.var.user ? m.notFound : m.signIn }), 404);
    const { sale } = found;
    const deps = c.var.deps;
    const to = urls(deps.env.publicUrl, sessionId, sale.productId);
    const body = await c.req.parseBody();
    const token = typeof body.token === "string" ? body.token : "";
    if (!(await paymentFormTokenHolds(deps.env.authSecret, sessionId, found.userId, token))) {
      return c.html(renderNotice(m, { text: m.notFound }), 403);
    }
    if (sale.state === "paid" || sale.state === "completed") return c.redirect(to.success, 303);
    if (sale.state !== "reserved") {
      return c.html(renderNotice(m, { text: m.ended, link: { href: to.checkout, label: m.backToCheckout } }), 410);
    }
    const typed = typeof body.phone === "string" ? body.phone : "";
    const phone = finnishMobileNumber(typed);
    const view = {
      sessionId,
      token,
      productTitle: found.productTitle,
      amountCents: (sale.amountCents ?? 0) + (sale.postageCents ?? 0),
    };
    if (!phone) return c.html(renderPaymentForm(m, { ...view, phone: typed, phoneError: "phoneInvalid" }), 422);
    return c.html(renderMobilePayApproval(m, { ...view, phone, shownPhone: displayMobileNumber(phone) }));
  });

  // MobilePay, step 2: approved or rejected "in the app". Approval takes the same path as a card.
  app.post("/:sessionId/mobilepay/approve", async (c) => {
    const m = paymentPageMessages(requestLanguage(c));
    const sessionId = c.req.param("sessionId");
    const found = await load(c, sessionId);
    if (!found) return c.html(renderNotice(m, { text: c.var.user ? m.notFound : m.signIn }), 404);
    const { sale } = found;
    const deps = c.var.deps;
    const to = urls(deps.env.publicUrl, sessionId, sale.productId);
    const body = await c.req.parseBody();
    if (!(await paymentFormTokenHolds(deps.env.authSecret, sessionId, found.userId, body.token))) {
      return c.html(renderNotice(m, { text: m.notFound }), 403);
    }
    if (sale.state === "paid" || sale.state === "completed") return c.redirect(to.success, 303);
    if (sale.state !== "reserved") {
      return c.html(renderNotice(m, { text: m.ended, link: { href: to.checkout, label: m.backToCheckout } }), 410);
    }
    const phone = finnishMobileNumber(typeof body.phone === "string" ? body.phone : "");
    if (!phone) return c.html(renderNotice(m, { text: m.notFound }), 400);
    if (body.decision !== "approve" || phone === MOBILEPAY_TEST_NUMBERS.rejected) {
      await endCheckout(deps, { transactionId: sale.id }, "failCheckout");
      return c.html(
        renderNotice(m, {
          text: m.mobilePay.rejected,
          alert: true,
          link: { href: to.checkout, label: m.backToCheckout },
        }),
        402,
      );
    }
    await markPaid(deps, { provider: "local", sessionId, paymentId: localPaymentId() });
    return c.redirect(to.success, 303);
  });

  app.post("/:sessionId/cancel", async (c) => {
    const m = paymentPageMessages(requestLanguage(c));
    const sessionId = c.req.param("sessionId");
    const found = await load(c, sessionId);
    if (!found) return c.html(renderNotice(m, { text: c.var.user ? m.notFound : m.signIn }), 404);
    const body = await c.req.parseBody();
    if (!(await paymentFormTokenHolds(c.var.deps.env.authSecret, sessionId, found.userId, body.token))) {
      return c.html(renderNotice(m, { text: m.notFound }), 403);
    }
    await endCheckout(c.var.deps, { transactionId: found.sale.id }, "cancelCheckout");
    return c.redirect(urls(c.var.deps.env.publicUrl, sessionId, found.sale.productId).checkout, 303);
  });

  return app;
}
