import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormDialog } from "@/components/ui/form-dialog";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useDeleteSavedSearch } from "../api/delete-saved-search";
import type { SavedSearchItem } from "../api/get-saved-searches";
import { useRenameSavedSearch } from "../api/rename-saved-search";
import { SearchNameForm } from "./search-name-form";

/** One saved search: its name opens it, with its count of new matches, Rename and Delete beside it. */
export function SavedSearchRow({ search }: { search: SavedSearchItem }) {
  const t = useMessages().savedSearches;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Link
        to={paths.openSavedSearch.href(search.id)}
        aria-label={t.open(search.name)}
        className="min-w-0 flex-1 truncate font-medium text-stone-900 underline-offset-2 hover:underline"
      >
        {search.name}
      </Link>
      {search.newMatches > 0 ? (
        <Badge tone="brand">{t.newMatches(search.newMatches)}</Badge>
      ) : (
        <span className="text-sm text-stone-600">{t.noNewMatches}</span>
      )}
      <RenameButton search={search} />
      <DeleteButton search={search} />
    </li>
  );
}

function RenameButton({ search }: { search: SavedSearchItem }) {
  const t = useMessages().savedSearches;
  const rename = useRenameSavedSearch();
  const [open, setOpen] = useState(false);

  const renameTo = (name: string) => {
    rename.mutateAsync({ id: search.id, name }).then(() => {
      setOpen(false);
      toast.success(t.renamed);
    }, ignoreFailure);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t.renameTitle}
      description={t.renameDescription}
      pending={rename.isPending}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`${t.rename}: ${search.name}`}>
          {t.rename}
        </Button>
      }
    >
      <SearchNameForm initialName={search.name} pending={rename.isPending} texts={t} onSave={renameTo} />
    </FormDialog>
  );
}

function DeleteButton({ search }: { search: SavedSearchItem }) {
  const t = useMessages().savedSearches;
  const remove = useDeleteSavedSearch();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t.deleteTitle(search.name)}
      body={t.deleteBody}
      confirmLabel={t.delete}
      pendingLabel={t.deleting}
      cancelLabel={t.cancel}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutateAsync(search.id).then(() => {
          setOpen(false);
          toast.success(t.deleted);
        }, ignoreFailure)
      }
    >
      <Button variant="ghost" size="sm" aria-label={`${t.delete}: ${search.name}`}>
        {t.delete}
      </Button>
    </ConfirmDialog>
  );
}
