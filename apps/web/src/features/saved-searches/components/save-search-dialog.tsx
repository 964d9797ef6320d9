import { FormDialog } from "@/components/ui/form-dialog";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useSaveSearch } from "../api/save-search";
import { SearchNameForm } from "./search-name-form";
import { searchSummary } from "./search-summary";

/**
 * The name to save a search under, offered as a line that reads its filters out in the person's
 * language. Loaded when first opened: the feed's first view carries only the button.
 */
export default function SaveSearchDialog({
  query,
  open,
  onOpenChange,
  onFirstSaved,
}: {
  query: Record<string, string>;
  open: boolean;
  onOpenChange(open: boolean): void;
  onFirstSaved?(): void;
}) {
  const m = useMessages();
  const t = m.listings.saveSearch;
  const save = useSaveSearch();
  const initialName = searchSummary(query, m, (euros) => formatPrice(Math.round(euros * 100)));

  const saveAs = (name: string) => {
    save.mutateAsync({ name, query }).then(({ first }) => {
      onOpenChange(false);
      toast.success(t.saved, { description: t.savedHint });
      if (first) onFirstSaved?.();
    }, ignoreFailure);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      pending={save.isPending}
    >
      <SearchNameForm initialName={initialName} pending={save.isPending} texts={t} onSave={saveAs} />
    </FormDialog>
  );
}
