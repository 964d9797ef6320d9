import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "@/app/providers";
import { routes } from "@/app/route-tree";
import { queryClient } from "@/lib/query-client";
import { sessionQuery } from "@/lib/session-query";

/**
 * ADR 0021: the first view of a page as markup, rendered by the build from the app's own routes and
 * components, in the language the page was loaded in (i18n/active-language). The server writes
 * it into the page's root, so the page paints from the HTML, before any script; React then draws
 * the same page over it. It is a guest's view with the page's data still loading: home's header
 * and hero without the feed's cards, a product page's skeleton, whose photo frame the server fills
 * with the listing's first photo (ADR 0024).
 */
export async function renderFirstView(path: string): Promise<string> {
  queryClient.setQueryData(sessionQuery.queryKey, { user: null, session: null, profile: null });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of rendering`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
