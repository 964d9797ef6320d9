import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, useNavigation, useSearchParams } from "react-router";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";

/**
 * Route guards. Each renders its children, or the matched child route when used as a layout.
 */

/** docs/product-rules.md#roles-and-admin: guests on a protected route go to /auth, replacing the history entry. */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (loading) return <CenteredLoading />;
  // Someone leaving (a deleted account on its way home) may lose the session before the next
  // page's code has arrived: the navigation already under way decides where they go.
  if (!user && navigation.state !== "idle") return children ?? <Outlet />;
  if (!user) return <Navigate to={paths.auth.href} replace state={{ from: location.pathname + location.search }} />;
  return children ?? <Outlet />;
}

/** docs/product-rules.md#roles-and-admin: a signed-in user who opens /auth goes to /app. */
export function RedirectSignedIn({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <CenteredLoading />;
  if (user) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith("/") ? from : paths.app.href} replace />;
  }
  return children ?? <Outlet />;
}

/** docs/product-rules.md#roles-and-admin: /payment-success without a session_id goes to /. */
export function RequireSessionIdParam({ children }: { children?: ReactNode }) {
  const [params] = useSearchParams();
  if (!params.get("session_id")) return <Navigate to={paths.home.href} replace />;
  return children ?? <Outlet />;
}
