import { Heart, Home, LogIn, PlusCircle, UserRound } from "lucide-react";
import { Link, Outlet, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { LanguageSelect } from "@/features/language/components/language-select";
import { useMessages } from "@/i18n";
import { Logo } from "./logo";
import { MobileTabBar, type Tab } from "./mobile-tab-bar";
import { SearchBox } from "./search-box";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import { useGuestPrompt } from "./use-guest-prompt";
import { useHeaderHeight } from "./use-header-height";

/** docs/product-rules.md#accounts-and-profiles Public shell: logo to /, search, Favorites, Sell Item, Log in and Join for free. */
export function PublicShell() {
  const m = useMessages().shell;
  const headerRef = useHeaderHeight();
  const { user } = useSession();
  const navigate = useNavigate();
  const promptLogin = useGuestPrompt();

  const openFavorites = () => (user ? navigate(paths.favorites.href) : promptLogin(m.guestToast.favorites));
  const openSell = () => (user ? navigate(paths.upload.href) : promptLogin(m.guestToast.sell));

  const tabs: Tab[] = [
    { label: m.nav.explore, icon: Home, to: paths.home.href },
    { label: m.nav.favorites, icon: Heart, onClick: openFavorites },
    { label: m.nav.upload, icon: PlusCircle, onClick: openSell },
    user
      ? { label: m.nav.myAccount, icon: UserRound, to: paths.app.href }
      : { label: m.nav.logIn, icon: LogIn, to: paths.auth.href },
  ];

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header ref={headerRef} className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          {/* Finnish 'Kirjaudu sisään' and 'Liity ilmaiseksi' leave no room for the name on a phone. */}
          <Logo to={paths.home.href} compact={!user} />
          <div className="hidden flex-1 justify-center sm:flex">
            <SearchBox />
          </div>
          <LanguageSelect compact className="ml-auto max-sm:hidden" />
          <nav aria-label={m.mainNav} className="flex items-center gap-1 max-sm:ml-auto">
            <Button variant="ghost" className="max-md:hidden" onClick={openFavorites}>
              <Heart aria-hidden className="size-4" />
              {m.nav.favorites}
            </Button>
            <Button variant="secondary" className="max-md:hidden" onClick={openSell}>
              <PlusCircle aria-hidden className="size-4" />
              {m.nav.sell}
            </Button>
            {user ? (
              <Button asChild>
                <Link to={paths.app.href}>{m.nav.myAccount}</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost" className="whitespace-nowrap max-sm:px-3">
                  <Link to={paths.auth.href}>{m.nav.logIn}</Link>
                </Button>
                <Button asChild className="whitespace-nowrap max-sm:px-3">
                  <Link to={paths.auth.href} state={{ mode: "signUp" }}>
                    {m.nav.join}
                  </Link>
                </Button>
              </>
            )}
          </nav>
        </div>
        <div className="px-4 pb-3 sm:hidden">
          <SearchBox />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileTabBar label={m.mobileNav} tabs={tabs} />
    </div>
  );
}
