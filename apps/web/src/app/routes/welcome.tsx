import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { markWelcomed } from "@/features/auth/welcome-marker";
import { useMessages } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

/** docs/product-rules.md#accounts-and-profiles Welcome: the confirmed-account screen, also where the confirmation link lands. */
export function Component() {
  const m = useMessages().auth.welcome;
  usePageTitle(m.pageTitle);
  const { user } = useSession();
  useEffect(() => {
    if (user) markWelcomed(user.id);
  }, [user]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-brand-50 px-4">
      <div className="w-full max-w-lg space-y-6 rounded-2xl bg-white p-8 text-center shadow-sm">
        <PartyPopper aria-hidden className="mx-auto size-12 text-brand-700" />
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="text-stone-700">{m.body}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.app.href}>{m.explore}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.upload.href}>{m.sellFirst}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
