import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { type Device, useDevices, useSignOutDevices } from "../api/account-api";

/** A readable device name from its user agent: browser and system, without version noise. */
function deviceName(device: Device, unknown: string): string {
  const agent = device.userAgent ?? "";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrome\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : null;
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : null;
  return [browser, system].filter(Boolean).join(", ") || unknown;
}

/** The account's signed-in devices, with sign-out of one, of the others and of all. */
export function DeviceList({
  currentSessionId,
  onSignedOutHere,
}: {
  currentSessionId?: string;
  onSignedOutHere(): void;
}) {
  const m = useMessages();
  const t = m.account.devices;
  const [confirmAll, setConfirmAll] = useState(false);
  const devices = useDevices();
  const signOut = useSignOutDevices();

  const run = (which: Parameters<typeof signOut.mutate>[0], here: boolean) =>
    signOut.mutate(which, {
      onSuccess: () => {
        toast.success(t.signedOut);
        if (here) onSignedOutHere();
      },
    });

  return (
    <section aria-labelledby="devices" className="space-y-4">
      <h2 id="devices" className="text-lg font-semibold">
        {t.title}
      </h2>
      {devices.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {devices.data?.map((device) => {
            const name = deviceName(device, t.unknownDevice);
            const here = device.id === currentSessionId;
            return (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-medium">
                    {name}
                    {here && <span className="ml-2 text-sm font-normal text-emerald-800">{t.thisDevice}</span>}
                  </p>
                  <p className="text-sm text-stone-600">{t.signedInAt(formatDate(device.createdAt))}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t.signOutOf(here ? t.thisDevice : name)}
                  disabled={signOut.isPending}
                  onClick={() => run({ token: device.token }, here)}
                >
                  {t.signOut}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={signOut.isPending} onClick={() => run("others", false)}>
          {t.signOutOthers}
        </Button>
        {/* Signing out everywhere ends this session too, so it is asked first. */}
        <ConfirmDialog
          open={confirmAll}
          onOpenChange={setConfirmAll}
          title={t.signOutAllTitle}
          body={t.signOutAllBody}
          confirmLabel={t.signOutAll}
          pendingLabel={t.signingOut}
          cancelLabel={m.common.cancel}
          pending={signOut.isPending}
          onConfirm={() => run("all", true)}
        >
          <Button variant="secondary" disabled={signOut.isPending}>
            {t.signOutAll}
          </Button>
        </ConfirmDialog>
      </div>
    </section>
  );
}
