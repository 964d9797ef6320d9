import { WELCOME_REDIRECT_DELAY_MS } from "@kierto/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { paths } from "@/config/paths";
import { type SessionData, sessionQuery } from "@/lib/session-query";
import * as authApi from "./api/auth-api";
import { hasBeenWelcomed, markWelcomed } from "./welcome-marker";

type Profile = NonNullable<SessionData["profile"]>;

export interface SessionContextValue {
  user: SessionData["user"];
  session: SessionData["session"];
  profile: Profile | null;
  /** True until the first session check has answered (docs/product-rules.md#accounts-and-profiles "Auth loading"). */
  loading: boolean;
  /**
   * `returning`: the person logged in to go back to what they were doing (a checkout), not to
   * /welcome. "second-factor" when the account has two-factor sign-in on: completeSignIn follows.
   */
  signIn(input: { email: string; password: string }, options?: { returning?: boolean }): Promise<SignInOutcome>;
  /** The second step of a sign-in with two-factor sign-in on. */
  completeSignIn(kind: "totp" | "backup", code: string, options?: { returning?: boolean }): Promise<void>;
  signUp(input: { displayName: string; email: string; password: string }): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

export type SignInOutcome = "signed-in" | "second-factor";

const SessionContext = createContext<SessionContextValue | null>(null);

/** Tabs tell each other when the session changed, so all of them sign in and out together. */
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("kierto-session");

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQuery);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }, [queryClient]);

  const changed = useCallback(async () => {
    channel?.postMessage("changed");
    // A different user (or none) must not see the previous user's cached data.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
    await refresh();
  }, [queryClient, refresh]);

  useEffect(() => {
    if (!channel) return;
    const onMessage = () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
      void refresh();
    };
    channel.addEventListener("message", onMessage);
    return () => channel.removeEventListener("message", onMessage);
  }, [queryClient, refresh]);

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

  const value = useMemo<SessionContextValue>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      profile: data?.profile ?? null,
      loading: isPending,
      async signIn(input, options) {
        const answer = await authApi.signInWithEmail(input);
        if ("twoFactorRedirect" in answer) return "second-factor";
        await signedIn(answer.user, options);
        return "signed-in";
      },
      async completeSignIn(kind, code, options) {
        const { user } = await authApi.verifySecondFactor(kind, code);
        await signedIn(user, options);
      },
      async signUp(input) {
        await authApi.signUpWithEmail(input);
      },
      async signOut() {
        try {
          await authApi.signOutHere();
        } finally {
          await changed();
        }
      },
      refresh,
    }),
    [data, isPending, changed, refresh, signedIn],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
