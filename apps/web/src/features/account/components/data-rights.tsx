import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useDeleteAccount, useExportData } from "../api/account-api";

/** Export my data (GDPR art. 15 and 20). */
export function ExportData() {
  const t = useMessages().account.exportData;
  const exportData = useExportData();
  const pending = exportData.isPending;
  const onExport = () => exportData.mutate();
  return (
    <section aria-labelledby="export-data" className="space-y-3">
      <h2 id="export-data" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="text-stone-700">{t.body}</p>
      <Button variant="secondary" disabled={pending} onClick={onExport}>
        {pending ? t.pending : t.button}
      </Button>
    </section>
  );
}

/** Delete my account (GDPR art. 17), confirmed with the password. */
export function DeleteAccount({ onDeleted }: { onDeleted(): void }) {
  const m = useMessages();
  const t = m.account.deletion;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) return;
    remove.mutate(password, {
      onSuccess: () => {
        toast.success(t.deleted);
        setOpen(false);
        onDeleted();
      },
    });
  };

  return (
    <section aria-labelledby="delete-account" className="space-y-3">
      <h2 id="delete-account" className="text-lg font-semibold text-red-800">
        {t.title}
      </h2>
      <p className="text-stone-700">{t.body}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setPassword("");
        }}
        title={t.dialogTitle}
        body={t.body}
        confirmLabel={t.confirm}
        pendingLabel={t.pending}
        cancelLabel={m.common.cancel}
        pending={remove.isPending}
        onConfirm={() => confirm()}
        content={
          <form onSubmit={confirm} className="mt-4">
            <Field
              label={t.password}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </form>
        }
      >
        <Button variant="destructive">{t.button}</Button>
      </ConfirmDialog>
    </section>
  );
}
