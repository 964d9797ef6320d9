import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";

/**
 * The guards of the staff's pages, apart from the others (./guards) so that they load with those
 * pages (app/route-tree.tsx), never with the first view of / (ADR 0021).
 */

/**
 * Where a moderator or admin goes while the server requires their second factor and they have
 * none (ADR 0034): the settings, which say why and set it up.
 */
const SET_UP_TWO_FACTOR = `${paths.settings.href}#two-factor`;

/** docs/product-rules.md#roles-and-admin "Admin route": a signed-in admin, otherwise /app. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, profile, loading } = useSession();
  if (loading) return <CenteredLoading />;
  if (!user) return <Navigate to={paths.auth.href} replace />;
  if (profile?.role !== "admin") return <Navigate to={paths.app.href} replace />;
  if (user.twoFactorSetupRequired) return <Navigate to={SET_UP_TWO_FACTOR} replace />;
  return children ?? <Outlet />;
}

/** The reports queue: a signed-in moderator or admin, otherwise /app (the server checks the same). */
export function RequireModerator({ children }: { children?: ReactNode }) {
  const { user, profile, loading } = useSession();
  if (loading) return <CenteredLoading />;
  if (!user) return <Navigate to={paths.auth.href} replace />;
  if (profile?.role !== "admin" && profile?.role !== "moderator") return <Navigate to={paths.app.href} replace />;
  if (user.twoFactorSetupRequired) return <Navigate to={SET_UP_TWO_FACTOR} replace />;
  return children ?? <Outlet />;
}
