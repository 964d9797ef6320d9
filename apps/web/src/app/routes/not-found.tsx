import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

/** docs/product-rules.md#what-kierto-is: any other path shows 'Oops! Page not found' with a link home; the path is logged. */
export function Component() {
  const m = useMessages().pages.notFound;
  usePageTitle(m.pageTitle);
  const location = useLocation();
  useEffect(() => {
    console.warn("404: no page at", location.pathname);
  }, [location.pathname]);
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <p className="text-stone-600">{m.body}</p>
      <Button asChild>
        <Link to={paths.home.href}>{m.home}</Link>
      </Button>
    </main>
  );
}
