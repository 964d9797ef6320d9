import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";

const SaveSearchDialog = lazy(() => import("./save-search-dialog"));

/**
 * docs/product-rules.md#saved-searches 'Save this search' on a filtered or searched feed: its filters (its URL
 * parameters) under a name (save-search-dialog.tsx). A guest is sent to sign in and comes back to
 * the same feed. `onFirstSaved` runs after a person's first saved search, where the app may offer
 * push messages.
 */
export function SaveSearchButton({
  query,
  signedIn,
  onFirstSaved,
}: {
  query: Record<string, string>;
  signedIn: boolean;
  onFirstSaved?(): void;
}) {
  const label = useMessages().listings.saveSearch.button;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A new dialog each time it opens, so its name is read from the filters of that moment.
  const [opened, setOpened] = useState(0);

  const start = () => {
    if (!signedIn) {
      const from = `${paths.app.href}?${new URLSearchParams(query).toString()}`;
      navigate(paths.auth.href, { state: { from, resume: true } });
      return;
    }
    setOpened((count) => count + 1);
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start}>
        {label}
      </Button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <SaveSearchDialog key={opened} query={query} open={open} onOpenChange={setOpen} onFirstSaved={onFirstSaved} />
        </Suspense>
      )}
    </>
  );
}
