import { WELCOME_REDIRECT_DELAY_MS } from "@kierto/shared";
import { useCallback, useMemo } from "react";
import { paths } from "@/config/paths";
import * as authApi from "./api/auth-api";
import { useSession } from "./session-provider";
import { hasBeenWelcomed, markWelcomed } from "./welcome-marker";

export type SignInOutcome = "signed-in" | "second-factor";

/**
 * Signing up, in (with the second factor when the account has two-factor sign-in on) and out.
 * Apart from the session provider so that only the sign-in page and the signed-in shell load it.
 */
export function useSessionActions() {
  const { changed } = useSession();

  const signedIn = useCallback(
    async (user: authApi.SignedInUser, options?: { returning?: boolean }) => {
      await changed();
      // docs/product-rules.md#accounts-and-profiles: the first confirmed sign-in goes to /welcome with a full page load; someone
      // logging in half-way through a purchase goes back to it and is welcomed another time.
      if (user.emailVerified && !options?.returning && !hasBeenWelcomed(user.id)) {
        markWelcomed(user.id);
        setTimeout(() => window.location.assign(paths.welcome.href), WELCOME_REDIRECT_DELAY_MS);
      }
    },
    [changed],
  );

  return useMemo(
    () => ({
      /**
       * `returning`: the person logged in to go back to what they were doing (a checkout), not to
       * /welcome. "second-factor" when the account has two-factor sign-in on: completeSignIn follows.
       */
      async signIn(
        input: { email: string; password: string },
        options?: { returning?: boolean },
      ): Promise<SignInOutcome> {
        const answer = await authApi.signInWithEmail(input);
        if ("twoFactorRedirect" in answer) return "second-factor";
        await signedIn(answer.user, options);
        return "signed-in";
      },
      /** The second step of a sign-in with two-factor sign-in on. */
      async completeSignIn(kind: "totp" | "backup", code: string, options?: { returning?: boolean }) {
        const { user } = await authApi.verifySecondFactor(kind, code);
        await signedIn(user, options);
      },
      async signUp(input: { displayName: string; email: string; password: string }) {
        await authApi.signUpWithEmail(input);
      },
      async signOut() {
        try {
          // This device's pushes were the person's: the next one to sign in here must not get them.
          await import("@/lib/push-device").then(({ turnPushOff }) => turnPushOff()).catch(() => undefined);
          await authApi.signOutHere();
        } finally {
          await changed();
        }
      },
    }),
    [changed, signedIn],
  );
}
