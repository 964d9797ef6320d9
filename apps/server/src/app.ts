import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import type { AppDeps, AppEnv } from "./app-env";
import { handleApiNotFound, handleError } from "./error-handler";
import { compression } from "./lib/compression";
import { defaultHeaders } from "./lib/default-headers";
import { HttpError } from "./lib/http-error";
import { loopbackOnly } from "./lib/loopback";
import { onlyWithBody } from "./lib/only-with-body";
import { refuseNulInUrl } from "./lib/refuse-nul";
import { sameOriginWrites } from "./lib/same-origin-writes";
import { securityHeaders } from "./lib/security-headers";
import { accountRoutes } from "./modules/account";
import { adminFinanceRoutes, adminJobRoutes, adminRoutes } from "./modules/admin";
import { authRoutes, sessionMiddleware } from "./modules/auth";
import { bundleRoutes } from "./modules/bundles";
import {
  CASE_PHOTO_UPLOAD_PATH,
  caseAppealRoutes,
  caseDecisionRoutes,
  casePhotoRoutes,
  caseRoutes,
} from "./modules/cases";
import { chatRoutes } from "./modules/chats";
import { dac7Routes } from "./modules/dac7";
import {
  devApiRoutes,
  devPageRoutes,
  devPushApiRoutes,
  devPushPageRoutes,
  shipmentSimulationRoutes,
  testDataRoutes,
} from "./modules/dev";
import { docsRoutes } from "./modules/docs";
import { favoriteRoutes } from "./modules/favorites";
import { followRoutes } from "./modules/follows";
import { healthRoutes, readyRoutes } from "./modules/health";
import { languageRoutes } from "./modules/language";
import { messageRoutes } from "./modules/messages";
import { metricsRoute } from "./modules/metrics";
import { appealRoutes, moderationRoutes, reportQueueRoutes, suspensionRoutes } from "./modules/moderation";
import { notificationPreferenceRoutes, notificationRoutes, unsubscribeRoutes } from "./modules/notifications";
import { offerRoutes } from "./modules/offers";
import { localPaymentPageRoutes, webhookRoutes } from "./modules/payments";
import {
  firstViewPageModules,
  prerenderedPage,
  productRoutes,
  renderFirstView,
  renderProductPreview,
  sellingRoutes,
} from "./modules/products";
import { AVATAR_UPLOAD_PATH, profileRoutes } from "./modules/profiles";
import { pushRoutes } from "./modules/push";
import { eventRoutes } from "./modules/realtime";
import { reviewRoutes } from "./modules/reviews";
import { savedSearchRoutes } from "./modules/saved-searches";
import { sellerRoutes } from "./modules/sellers";
import { robotsTxt, sitemapRoutes, withPageLinks } from "./modules/seo";
import { shippingRoutes, trackingCallbackRoutes } from "./modules/shipping";
import { stripeConnectRoutes } from "./modules/stripe-connect";
import { saleRoutes, transactionRoutes } from "./modules/transactions";
import { mediaRoutes, PHOTO_UPLOAD_PATH, uploadRoutes } from "./modules/uploads";
import { walletRoutes } from "./modules/wallet";
import { webAppRoutes } from "./modules/web-shell";
import { markRecentWrites } from "./read-database";
import { requestContext } from "./request-context";
import { createRouter } from "./router";
import { traceRequests } from "./trace-requests";

/** API answers are never cached by a browser, unless a route says otherwise. */
const API_CACHE_CONTROL = { "cache-control": "no-store" };

/** JSON bodies are small; uploads have their own, larger limit on their route. */
const JSON_BODY_LIMIT = 256 * 1024;

/** The typed API: every module's routes, under /api. The web app imports only its type. */
export function createApi() {
  return (
    createRouter()
      .route("/", healthRoutes())
      .route("/", readyRoutes())
      .route("/", profileRoutes())
      .route("/", languageRoutes())
      .route("/", notificationRoutes())
      .route("/", notificationPreferenceRoutes())
      .route("/", pushRoutes())
      // HTML for a person following a mail's link, and a mail client's one-click POST alike.
      .route("/", unsubscribeRoutes())
      .route("/", productRoutes())
      .route("/", sellingRoutes())
      .route("/", favoriteRoutes())
      .route("/", followRoutes())
      .route("/", savedSearchRoutes())
      .route("/", uploadRoutes())
      .route("/", sellerRoutes())
      .route("/", transactionRoutes())
      .route("/", saleRoutes())
      .route("/", webhookRoutes())
      .route("/", reviewRoutes())
      .route("/", chatRoutes())
      .route("/", offerRoutes())
      .route("/", bundleRoutes())
      .route("/", casePhotoRoutes())
      .route("/", caseRoutes())
      .route("/", caseDecisionRoutes())
      .route("/", caseAppealRoutes())
      .route("/", messageRoutes())
      .route("/", moderationRoutes())
      .route("/", adminRoutes())
      .route("/", adminJobRoutes())
      .route("/", adminFinanceRoutes())
      .route("/", dac7Routes())
      .route("/", accountRoutes())
      .route("/", reportQueueRoutes())
      .route("/", suspensionRoutes())
      .route("/", appealRoutes())
      .route("/", walletRoutes())
      .route("/", stripeConnectRoutes())
      .route("/", shippingRoutes())
      .route("/", trackingCallbackRoutes())
      .route("/", eventRoutes())
  );
}

export type ApiType = ReturnType<typeof createApi>;

/** What tests set apart from the dependencies: the web build served, the sitemap's file limit. */
export interface AppOptions {
  webDist?: string;
  sitemapMaxUrls?: number;
}

/** The whole app, shared by the server (index.ts) and the integration tests. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const devMail = !deps.env.isProduction && deps.env.mail === "outbox";
  const devPush = !deps.env.isProduction && deps.env.push === "outbox";

  app.onError(handleError);
  if (deps.tracer) app.use("*", traceRequests(deps.tracer));
  app.use("*", requestContext(deps));
  app.use("*", securityHeaders(deps.env));
  // Before any body is read: a foreign page's POST is refused whatever it carries.
  app.use("*", sameOriginWrites(deps.env.trustedOrigins));
  app.use("*", markRecentWrites());
  app.use("*", compression());
  app.use(
    "/api/*",
    onlyWithBody(
      except(
        [PHOTO_UPLOAD_PATH, AVATAR_UPLOAD_PATH, CASE_PHOTO_UPLOAD_PATH],
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
  if (devMail) api.route("/", devApiRoutes()).route("/", testDataRoutes()).route("/", shipmentSimulationRoutes());
  if (devPush) api.route("/", devPushApiRoutes());

  app.use(
    "/api/*",
    defaultHeaders(() => API_CACHE_CONTROL),
  );
  app.use("/api/*", sessionMiddleware());
  app.route("/api", docsRoutes(api));
  app.route("/api", api);
  app.all("/api/*", handleApiNotFound);

  app.get("/metrics", metricsRoute());
  if (devMail) app.route("/dev", devPageRoutes());
  if (devPush) app.route("/dev", devPushPageRoutes());
  app.route("/media", mediaRoutes());
  app.use("/pay/*", onlyWithBody(bodyLimit({ maxSize: 16 * 1024 })));
  app.route("/pay", localPaymentPageRoutes());
  app.get("/robots.txt", robotsTxt);
  app.route("/", sitemapRoutes({ maxUrls: options.sitemapMaxUrls }));
  app.route(
    "/",
    webAppRoutes({
      distDir: options.webDist,
      renderIndex: async (c, shell, language) =>
        withPageLinks(c, await renderFirstView(c, await renderProductPreview(c, shell, language))),
      pageModules: firstViewPageModules,
      prerenderedPage,
    }),
  );
  return app;
}
