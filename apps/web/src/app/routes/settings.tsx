import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { useMessages } from "@/i18n";

/** Account settings, reached from the profile: signing out everywhere, and the account's rights. */
export function Component() {
  const m = useMessages();
  const { user, signOutEverywhere } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onSignOutEverywhere = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
      toast.success(m.auth.signedOutEverywhere);
      navigate(paths.auth.href, { replace: true });
    } catch {
      toast.error(m.common.unexpectedError);
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading title={m.pages.settings.title} />
      <section className="rounded-2xl border border-stone-200 bg-white p-6">
        <p className="text-stone-700">{user?.email}</p>
        <Button variant="secondary" className="mt-4" disabled={busy} onClick={onSignOutEverywhere}>
          {m.auth.signOutEverywhere}
        </Button>
      </section>
    </div>
  );
}
