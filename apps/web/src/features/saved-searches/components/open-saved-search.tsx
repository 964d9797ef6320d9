import { useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { paths } from "@/config/paths";
import { useOpenSavedSearch } from "../api/open-saved-search";

/**
 * Where a saved search's links lead (its row, the bell, the mail): marks its matches seen, then
 * shows the feed with its filters in place of this address, so Back does not open it again.
 */
export function OpenSavedSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const open = useOpenSavedSearch();
  const { mutate } = open;
  useEffect(() => {
    mutate(id, { onSuccess: (params) => navigate(`${paths.app.href}?${params.toString()}`, { replace: true }) });
  }, [id, mutate, navigate]);
  if (open.isError) return <Navigate to={paths.savedSearches.href} replace />;
  return <CenteredLoading />;
}
