import { useCallback } from "react";
import { useLocation } from "react-router";
import { paths } from "@/config/paths";

/** Product links stay in the shell they start from: /app/product/{id} when signed in, else /product/{id}. */
export function useProductHref() {
  const inApp = useLocation().pathname.startsWith(paths.app.path);
  return useCallback((id: string) => (inApp ? paths.appProduct.href(id) : paths.product.href(id)), [inApp]);
}
