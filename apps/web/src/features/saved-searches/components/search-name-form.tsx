import { SAVED_SEARCH_NAME_MAX_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialogButtons } from "@/components/ui/form-dialog";

interface SearchNameTexts {
  name: string;
  nameRequired: string;
  save: string;
  saving: string;
  cancel: string;
}

/**
 * The name field and buttons of the dialogs that save a search and rename one. It starts from
 * `initialName` each time its dialog opens (the dialog mounts it anew) and hands `onSave` the
 * trimmed name; an empty one is refused here. The texts come from the dialog's own catalogue,
 * which the feed may have loaded without the saved-searches page's.
 */
export function SearchNameForm({
  initialName,
  pending,
  texts,
  onSave,
}: {
  initialName: string;
  pending: boolean;
  texts: SearchNameTexts;
  onSave(name: string): void;
}) {
  const [name, setName] = useState(initialName.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH));
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    onSave(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <Field
        label={texts.name}
        required
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        error={missing && !name.trim() ? texts.nameRequired : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <FormDialogButtons
        cancelLabel={texts.cancel}
        submitLabel={pending ? texts.saving : texts.save}
        pending={pending}
      />
    </form>
  );
}
