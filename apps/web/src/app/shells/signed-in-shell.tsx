import { useMutation } from "@tanstack/react-query";
import { Compass, Heart, LogOut, MessageCircle, Package, PlusCircle } from "lucide-react";
import { Link, NavLink, Outlet, useNavigate } from "react-router";
import { PushOfferPrompt } from "@/components/push-offer-prompt";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { useSessionActions } from "@/features/auth/use-session-actions";
import { chatLiveUpdates } from "@/features/chats/live-updates";
import { LanguageSelect } from "@/features/language/components/language-select";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { notificationLiveUpdates } from "@/features/notifications/live-updates";
import { offerLiveUpdates } from "@/features/offers/live-updates";
import { bundleLiveUpdates } from "@/features/payments/live-updates";
import { LiveUpdates } from "@/features/realtime/live-updates";
import { saleLiveUpdates } from "@/features/transactions/live-updates";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { Logo } from "./logo";
import { MobileTabBar, type Tab } from "./mobile-tab-bar";
import { MoreMenu } from "./more-menu";
import { SearchBox } from "./search-box";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import { useHeaderHeight } from "./use-header-height";

/** What the live channel keeps current: the chats, the bell and the sales. */
const liveSubscribers = [
  chatLiveUpdates,
  notificationLiveUpdates,
  saleLiveUpdates,
  offerLiveUpdates,
  bundleLiveUpdates,
];

/**
 * docs/product-rules.md#accounts-and-profiles Signed-in shell: Explore, My Items, Profile, Favorites, Following, Saved searches, Messages and (admins) Admin;
 * the bell, Sell Item and sign-out; a bottom bar on small screens.
 */
export function SignedInShell() {
  const m = useMessages();
  const { user, profile } = useSession();
  const headerRef = useHeaderHeight();
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  // Logged and toasted by the mutation cache; a sign-out refused with 401, 403 or 404 means the
  // session is gone already, so it is not shown (the local session is cleared either way).
  const signOutMutation = useMutation({ mutationFn: signOut, meta: { quiet: [401, 403, 404] } });

  const links = [
    [paths.app.href, m.shell.nav.explore],
    [paths.myItems.href, m.shell.nav.myItems],
    [paths.profile.href, m.shell.nav.profile],
    [paths.favorites.href, m.shell.nav.favorites],
    [paths.following.href, m.shell.nav.following],
    [paths.savedSearches.href, m.shell.nav.savedSearches],
    [paths.chats.href, m.shell.nav.messages],
    [paths.wallet.href, m.wallet.nav],
    ...(profile?.role === "admin" || profile?.role === "moderator"
      ? ([[paths.moderation.href, m.shell.nav.moderation]] as const)
      : []),
    ...(profile?.role === "admin" ? ([[paths.admin.href, m.shell.nav.admin]] as const) : []),
  ] as const;

  // What the phone's bottom bar leaves out, for the header's menu there.
  const inTabBar: string[] = [
    paths.app.href,
    paths.favorites.href,
    paths.upload.href,
    paths.chats.href,
    paths.myItems.href,
  ];
  const moreLinks = links.filter(([to]) => !inTabBar.includes(to));

  const tabs: Tab[] = [
    { label: m.shell.nav.explore, icon: Compass, to: paths.app.href },
    { label: m.shell.nav.favorites, icon: Heart, to: paths.favorites.href },
    { label: m.shell.nav.upload, icon: PlusCircle, to: paths.upload.href },
    { label: m.shell.nav.messages, icon: MessageCircle, to: paths.chats.href },
    { label: m.shell.nav.myItems, icon: Package, to: paths.myItems.href },
  ];

  // Leave the protected pages first, so their guards do not send the user to /auth meanwhile.
  const onSignOut = () => {
    navigate(paths.home.href, { replace: true });
    signOutMutation.mutate();
  };

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {user && <LiveUpdates userId={user.id} subscribers={liveSubscribers} />}
      <header ref={headerRef} className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Logo to={paths.app.href} />
          {/* The search has the top row's room; the links (up to eight for staff, longer in Finnish) the row below. */}
          <div className="hidden flex-1 justify-center md:flex">
            <SearchBox to={paths.app.href} />
          </div>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSelect compact className="mr-1 max-sm:hidden" />
            <NotificationBell />
            <MoreMenu label={m.shell.moreLinks} links={moreLinks} />
            {profile && (
              <Link
                to={paths.profile.href}
                aria-label={m.shell.yourProfile(profile.displayName)}
                title={profile.displayName}
                className="rounded-full p-1 hover:bg-stone-100"
              >
                <Avatar name={profile.displayName} url={profile.avatarUrl} size="sm" />
              </Link>
            )}
            <Button asChild className="max-sm:hidden">
              <Link to={paths.upload.href}>
                <PlusCircle aria-hidden className="size-4" />
                {m.shell.nav.sell}
              </Link>
            </Button>
            <Button variant="ghost" size="icon" onClick={onSignOut} aria-label={m.auth.signOut} title={m.auth.signOut}>
              <LogOut aria-hidden className="size-5" />
            </Button>
          </div>
        </div>
        <MainNav
          label={m.shell.mainNav}
          links={links}
          className="mx-auto hidden max-w-7xl overflow-x-auto px-2 pb-1.5 md:block"
          linkClass="block px-3 py-1.5 font-medium whitespace-nowrap"
        />
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <PushOfferPrompt />
        <Outlet />
      </main>
      <SiteFooter />
      <MobileTabBar label={m.shell.mobileNav} tabs={tabs} />
    </div>
  );
}

/** The shell's navigation on wide screens; phones have the bottom bar and the header's menu instead. */
function MainNav({
  label,
  links,
  className,
  linkClass,
}: {
  label: string;
  links: readonly (readonly [string, string])[];
  className: string;
  linkClass: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-1">
        {links.map(([to, text]) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === paths.app.href}
              className={({ isActive }) =>
                cn(
                  "rounded-lg text-sm",
                  linkClass,
                  isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100",
                )
              }
            >
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
