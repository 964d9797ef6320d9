export type { Auth, AuthDeps, AuthHooks } from "./auth";
export { createAuth } from "./auth";
export { authRoutes } from "./auth.routes";
export type { AuthEnv, SessionUser } from "./auth-env";
export { requireRole, signedIn } from "./guards";
export { hasSessionCookie, sessionMiddleware } from "./session.middleware";
