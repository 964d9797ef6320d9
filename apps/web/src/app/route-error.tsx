import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { errorText } from "@/lib/error-text";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * What a page that fails to load or to draw shows instead (the router's error element): the
 * catalogue text for the failure and a way home. It logs the error, the one place it is logged
 * (main.tsx keeps React and the router from logging it again). Inside a shell it takes the page's
 * place under the shell's header; at the root, where the shell itself failed, the whole screen.
 */
export function RouteError({ home, standalone = false }: { home: string; standalone?: boolean }) {
  const m = useMessages();
  const error = useRouteError();
  usePageTitle(m.pages.error.pageTitle);
  useEffect(() => {
    console.error("A page failed", error);
  }, [error]);

  const content = (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden className="size-12 text-brand-700" />
      <h1 className="text-2xl font-bold">{m.pages.error.title}</h1>
      <p className="text-stone-600">{errorText(error)}</p>
      <Button asChild>
        <Link to={home}>{m.pages.error.home}</Link>
      </Button>
    </div>
  );
  return standalone ? (
    <main id="main" className="flex min-h-screen flex-col justify-center">
      {content}
    </main>
  ) : (
    content
  );
}
