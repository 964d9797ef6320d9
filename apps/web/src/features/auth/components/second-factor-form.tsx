import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { useMessages } from "@/i18n";
import { authErrorMessage } from "../auth-error-message";
import { useSessionActions } from "../use-session-actions";

/**
 * The second step of a sign-in with two-factor sign-in on: the six-digit code of the
 * authenticator app, or one of the backup codes for someone without their device.
 */
export function SecondFactorForm({ returning, onCancel }: { returning: boolean; onCancel(): void }) {
  const m = useMessages().auth.secondFactor;
  const { completeSignIn } = useSessionActions();
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await completeSignIn(kind, code, { returning });
    } catch (caught) {
      setError(authErrorMessage(caught));
      setPending(false);
    }
  };

  const switchKind = () => {
    setKind(kind === "totp" ? "backup" : "totp");
    setCode("");
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-lg font-semibold">
        {m.title}
      </h2>
      <p className="text-sm text-stone-700">{kind === "totp" ? m.totpBody : m.backupBody}</p>
      <FormError message={error} />
      <Field
        key={kind}
        label={kind === "totp" ? m.totpLabel : m.backupLabel}
        autoComplete="one-time-code"
        inputMode={kind === "totp" ? "numeric" : "text"}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" className="w-full" size="lg" disabled={pending || code.trim() === ""}>
        {pending ? m.verifying : m.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={switchKind} className="text-brand-800 underline">
          {kind === "totp" ? m.useBackup : m.useTotp}
        </button>
        <button type="button" onClick={onCancel} className="text-brand-800 underline">
          {m.cancel}
        </button>
      </div>
    </form>
  );
}
