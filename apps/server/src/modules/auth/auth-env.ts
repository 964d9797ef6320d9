import type { Role } from "@kierto/shared";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Auth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** From the profile (docs/product-rules.md#roles-and-admin): user, moderator or admin. */
  role: Role;
  /** Sign-in asks this person for a second factor (TOTP or a backup code). */
  twoFactorEnabled: boolean;
}

/**
 * What the auth module's routes and middleware read from a request. The app's `AppEnv` holds all
 * of it; the module names only this much so that it never imports the app that assembles it.
 */
export interface AuthEnv {
  Variables: {
    deps: { auth: Auth; db: Database; env: Env; rateLimits: boolean };
    /** The signed-in user, or null for a guest. Set for every /api request. */
    user: SessionUser | null;
    sessionId: string | null;
  };
}
