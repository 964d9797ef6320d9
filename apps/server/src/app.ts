import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import type { AppDeps, AppEnv } from "./lib/app-env";
import { compression } from "./lib/compression";
import { defaultHeaders } from "./lib/default-headers";
import { handleApiNotFound, handleError } from "./lib/error-handler";
import { HttpError } from "./lib/http-error";
import { loopbackOnly } from "./lib/loopback";
import { onlyWithBody } from "./lib/only-with-body";
import { refuseNulInUrl } from "./lib/refuse-nul";
import { requestContext } from "./lib/request-context";
import { createRouter } from "./lib/router";
import { sameOriginWrites } from "./lib/same-origin-writes";
import { securityHeaders } from "./lib/security-headers";
import { webAppRoutes } from "./lib/static-web";
import { accountRoutes } from "./modules/account/account.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { adminJobRoutes } from "./modules/admin/admin-jobs.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { sessionMiddleware } from "./modules/auth/session.middleware";
import { chatRoutes } from "./modules/chats/chats.routes";
import { devApiRoutes, devPageRoutes } from "./modules/dev/dev.routes";
import { testDataRoutes } from "./modules/dev/test-data.routes";
import { docsRoutes } from "./modules/docs/docs.routes";
import { favoriteRoutes } from "./modules/favorites/favorites.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { readyRoutes } from "./modules/health/ready.routes";
import { languageRoutes } from "./modules/language/language.routes";
import { messageRoutes } from "./modules/messages/messages.routes";
import { appealRoutes } from "./modules/moderation/appeals.routes";
import { moderationRoutes } from "./modules/moderation/moderation.routes";
import { reportQueueRoutes } from "./modules/moderation/report-queue.routes";
import { suspensionRoutes } from "./modules/moderation/suspensions.routes";
import { notificationRoutes } from "./modules/notifications/notifications.routes";
import { localPaymentPageRoutes } from "./modules/payments/local-payment-page.routes";
import { webhookRoutes } from "./modules/payments/webhooks.routes";
import { firstViewPageModules, prerenderedPage, renderFirstView } from "./modules/products/first-view";
import { productRoutes } from "./modules/products/products.routes";
import { sellingRoutes } from "./modules/products/selling.routes";
import { renderProductPreview } from "./modules/products/share-preview";
import { AVATAR_UPLOAD_PATH, profileRoutes } from "./modules/profiles/profiles.routes";
import { eventRoutes } from "./modules/realtime/events.routes";
import { reviewRoutes } from "./modules/reviews/reviews.routes";
import { sellerRoutes } from "./modules/sellers/sellers.routes";
import { saleRoutes } from "./modules/transactions/sales.routes";
import { transactionRoutes } from "./modules/transactions/transactions.routes";
import { mediaRoutes } from "./modules/uploads/media.routes";
import { PHOTO_UPLOAD_PATH, uploadRoutes } from "./modules/uploads/uploads.routes";

/** API answers are never cached by a browser, unless a route says otherwise. */
const API_CACHE_CONTROL = { "cache-control": "no-store" };

/** JSON bodies are small; uploads have their own, larger limit on their route. */
const JSON_BODY_LIMIT = 256 * 1024;

/** The typed API: every module's routes, under /api. The web app imports only its type. */
export function createApi() {
  return createRouter()
    .route("/", healthRoutes())
    .route("/", readyRoutes())
    .route("/", profileRoutes())
    .route("/", languageRoutes())
    .route("/", notificationRoutes())
    .route("/", productRoutes())
    .route("/", sellingRoutes())
    .route("/", favoriteRoutes())
    .route("/", uploadRoutes())
    .route("/", sellerRoutes())
    .route("/", transactionRoutes())
    .route("/", saleRoutes())
    .route("/", webhookRoutes())
    .route("/", reviewRoutes())
    .route("/", chatRoutes())
    .route("/", messageRoutes())
    .route("/", moderationRoutes())
    .route("/", adminRoutes())
    .route("/", adminJobRoutes())
    .route("/", accountRoutes())
    .route("/", reportQueueRoutes())
    .route("/", suspensionRoutes())
    .route("/", appealRoutes())
    .route("/", eventRoutes());
}

export type ApiType = ReturnType<typeof createApi>;

/** The whole app, shared by the server (index.ts) and the integration tests. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const devMail = !deps.env.isProduction && !deps.env.SMTP_URL;

  app.onError(handleError);
  app.use("*", requestContext(deps));
  app.use("*", securityHeaders(deps.env));
  // Before any body is read: a foreign page's POST is refused whatever it carries.
  app.use("*", sameOriginWrites(deps.env.trustedOrigins));
  app.use("*", compression());
  app.use(
    "/api/*",
    onlyWithBody(
      except(
        [PHOTO_UPLOAD_PATH, AVATAR_UPLOAD_PATH],
        bodyLimit({
          maxSize: JSON_BODY_LIMIT,
          onError: () => {
            throw new HttpError(413, "PAYLOAD_TOO_LARGE", "The request body is too large.");
          },
        }),
      ),
    ),
  );

  app.use("/api/*", refuseNulInUrl);
  app.route("/api/auth", authRoutes());
  // Development tools (the outbox, test data) answer only this machine, whatever HOST is.
  app.use("/api/dev/*", loopbackOnly);
  app.use("/dev/*", loopbackOnly);

  const api = createApi();
  // The dev outbox, and beside it the browser journeys' test data (ADR 0008): never in production.
  if (devMail) api.route("/", devApiRoutes()).route("/", testDataRoutes());

  app.use(
    "/api/*",
    defaultHeaders(() => API_CACHE_CONTROL),
  );
  app.use("/api/*", sessionMiddleware());
  app.route("/api", docsRoutes(api));
  app.route("/api", api);
  app.all("/api/*", handleApiNotFound);

  if (devMail) app.route("/dev", devPageRoutes());
  app.route("/media", mediaRoutes());
  app.use("/pay/*", onlyWithBody(bodyLimit({ maxSize: 16 * 1024 })));
  app.route("/pay", localPaymentPageRoutes());
  app.route(
    "/",
    webAppRoutes({
      renderIndex: async (c, shell, language) => renderFirstView(c, await renderProductPreview(c, shell, language)),
      pageModules: firstViewPageModules,
      prerenderedPage,
    }),
  );
  return app;
}
