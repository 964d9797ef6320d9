import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/account-api";

/** Change password; the common-password refusal and the current-password check are the server's. */
export function ChangePasswordForm() {
  const m = useMessages();
  const t = m.account.password;
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          toast.success(t.changed);
          setCurrent("");
          setNext("");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="change-password">
      <h2 id="change-password" className="text-lg font-semibold">
        {t.title}
      </h2>
      <Field
        label={t.current}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <Field
        label={t.next}
        hint={t.nextHint}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={signOutOthers} onChange={(event) => setSignOutOthers(event.target.checked)} />
        {t.signOutOthers}
      </label>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t.pending : t.submit}
      </Button>
    </form>
  );
}
