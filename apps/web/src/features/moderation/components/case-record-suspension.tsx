import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { personName } from "@/lib/person-name";
import { toast } from "@/lib/toast";
import { useReportUser } from "../api/report-user";

/**
 * The way from a party's record of lost cases to the suspension tool (docs/decisions/0087). A
 * suspension is a report resolved with `suspend_user`, by a moderator who did not file it
 * (`OWN_REPORT`): this files the moderator's report about the person, its text filled in with
 * the record, for another moderator to decide with the statement of reasons the person reads.
 */
export function CaseRecordSuspension({
  person,
  reason,
}: {
  person: { id: string; displayName: string };
  reason: string;
}) {
  const m = useMessages();
  const t = m.moderation.caseQueue;
  const queryClient = useQueryClient();
  const file = useReportUser();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(reason);
  const [filed, setFiled] = useState(false);
  const name = personName(person.displayName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    file.mutate(
      { reportedId: person.id, reason: "other", description: text.trim() || reason },
      {
        onSuccess: async () => {
          toast.success(t.suspensionProposed);
          setFiled(true);
          setOpen(false);
          await queryClient.invalidateQueries({ queryKey: ["moderation", "queue"] });
        },
      },
    );
  };

  if (filed) return <p>{t.suspensionProposed}</p>;
  return (
    <>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
        {t.openSuspension(name)}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t.suspensionTitle(name)}
        description={t.suspensionBody}
        pending={file.isPending}
      >
        <form onSubmit={submit} className="mt-5 space-y-4">
          <TextareaField
            label={t.suspensionText}
            value={text}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
          <FormDialogButtons
            cancelLabel={m.common.cancel}
            submitLabel={t.suspensionSend}
            submitVariant="destructive"
            pending={file.isPending}
          />
        </form>
      </FormDialog>
    </>
  );
}
