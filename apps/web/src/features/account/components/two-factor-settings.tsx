import qrcode from "qrcode-generator";
import { type FormEvent, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import {
  secretOf,
  type TwoFactorEnrolment,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactor,
} from "../api/two-factor-api";

/**
 * Two-factor sign-in in the settings (ADR 0034): on with the password, a QR code (and the secret
 * as text) for the authenticator app, the backup codes shown once, and a first code that proves
 * the app holds the secret; off again with the password. `onChanged` re-reads the session, whose
 * cookie the server replaced.
 */
export function TwoFactorSettings({
  enabled,
  setupRequired,
  onChanged: refresh,
}: {
  enabled: boolean;
  /** A moderator or admin whom the staff pages refuse until it is on. */
  setupRequired: boolean;
  onChanged(): Promise<void>;
}) {
  const t = useMessages().account.twoFactor;
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);

  return (
    <section id="two-factor" aria-labelledby="two-factor-title" className="space-y-4">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      {enabled ? (
        <TurnOff onDone={refresh} />
      ) : enrolment ? (
        <Confirm
          enrolment={enrolment}
          onDone={async () => {
            setEnrolment(null);
            await refresh();
          }}
        />
      ) : (
        <>
          <p className="text-sm text-stone-700">{t.intro}</p>
          {setupRequired && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t.requiredForStaff}
            </p>
          )}
          <PasswordStep label={t.turnOn} pendingLabel={t.starting} onPassword={setEnrolment} />
        </>
      )}
    </section>
  );
}

function PasswordStep({
  label,
  pendingLabel,
  onPassword,
}: {
  label: string;
  pendingLabel: string;
  onPassword(enrolment: TwoFactorEnrolment): void;
}) {
  const t = useMessages().account.twoFactor;
  const [password, setPassword] = useState("");
  const start = useStartTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(password, { onSuccess: onPassword });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <Field
        label={t.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={start.isPending || !password}>
        {start.isPending ? pendingLabel : label}
      </Button>
    </form>
  );
}

function Confirm({ enrolment, onDone }: { enrolment: TwoFactorEnrolment; onDone(): Promise<void> }) {
  const t = useMessages().account.twoFactor;
  const [code, setCode] = useState("");
  const confirm = useConfirmTwoFactor();
  const qr = useMemo(() => {
    const image = qrcode(0, "M");
    image.addData(enrolment.totpURI);
    image.make();
    return image.createDataURL(4, 4);
  }, [enrolment.totpURI]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: async () => {
        toast.success(t.turnedOn);
        await onDone();
      },
    });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t.scan}</p>
      <img src={qr} alt={t.qrAlt} className="h-48 w-48 [image-rendering:pixelated]" />
      <p className="text-sm">
        {t.secretLabel}{" "}
        <code data-testid="two-factor-secret" className="break-all rounded bg-stone-100 px-1 font-mono">
          {secretOf(enrolment.totpURI)}
        </code>
      </p>
      <div>
        <h3 className="font-medium">{t.backupTitle}</h3>
        <p className="text-sm text-stone-700">{t.backupBody}</p>
        <ol aria-label={t.backupTitle} className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
          {enrolment.backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ol>
      </div>
      <form onSubmit={submit} className="space-y-3">
        <Field
          label={t.firstCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={confirm.isPending || !code.trim()}>
          {confirm.isPending ? t.confirming : t.confirm}
        </Button>
      </form>
    </div>
  );
}

function TurnOff({ onDone }: { onDone(): Promise<void> }) {
  const t = useMessages().account.twoFactor;
  const [password, setPassword] = useState("");
  const disable = useDisableTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(password, {
      onSuccess: async () => {
        toast.success(t.turnedOff);
        setPassword("");
        await onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <p className="text-sm text-stone-700">{t.isOn}</p>
      <Field
        label={t.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={disable.isPending || !password}>
        {disable.isPending ? t.turningOff : t.turnOff}
      </Button>
    </form>
  );
}
