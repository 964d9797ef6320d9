import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { type SessionData, sessionQuery } from "@/lib/session-query";

type Profile = NonNullable<SessionData["profile"]>;

/**
 * What every page reads of the session. Signing in and out (the password, the second factor, the
 * welcome) is `useSessionActions`, which only the pages that offer it load: a first visit to /
 * draws without that code (ADR 0021).
 */
export interface SessionContextValue {
  user: SessionData["user"];
  session: SessionData["session"];
  profile: Profile | null;
  /** True until the first session check has answered (docs/product-rules.md#accounts-and-profiles "Auth loading"). */
  loading: boolean;
  refresh(): Promise<void>;
  /**
   * After a sign-in or sign-out in this tab: the other tabs follow, and nothing cached for the
   * previous user (or guest) is shown to the next.
   */
  changed(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Tabs tell each other when the session changed, so all of them sign in and out together. */
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("kierto-session");

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQuery);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }, [queryClient]);

  const forgetOthers = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" }),
    [queryClient],
  );

  const changed = useCallback(async () => {
    channel?.postMessage("changed");
    forgetOthers();
    await refresh();
  }, [forgetOthers, refresh]);

  useEffect(() => {
    if (!channel) return;
    const onMessage = () => {
      forgetOthers();
      void refresh();
    };
    channel.addEventListener("message", onMessage);
    return () => channel.removeEventListener("message", onMessage);
  }, [forgetOthers, refresh]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      profile: data?.profile ?? null,
      loading: isPending,
      refresh,
      changed,
    }),
    [data, isPending, changed, refresh],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
