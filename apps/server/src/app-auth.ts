import { type AuthDeps, createAuth } from "./modules/auth";
import { suspensionAppeal } from "./modules/moderation";
import { profileLanguage } from "./modules/profiles";

/**
 * Better Auth as the app runs it: the auth module's hooks ask for a person's mail language and a
 * suspended person's appeal, and the modules that know those answer here. So auth imports no other
 * module, and moderation and profiles can use auth's guards without an import cycle.
 */
export function createAppAuth(deps: Omit<AuthDeps, "hooks">) {
  const { db, env } = deps;
  return createAuth({
    ...deps,
    hooks: {
      mailLanguageOf: (userId) => profileLanguage(db, userId),
      suspensionAppealOf: (userId) => suspensionAppeal(db, env.authSecret, userId),
    },
  });
}
