import { useNavigate } from "react-router";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { BlockedList } from "@/features/account/components/blocked-list";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { DeleteAccount, ExportData } from "@/features/account/components/data-rights";
import { DeviceList } from "@/features/account/components/device-list";
import { TwoFactorSettings } from "@/features/account/components/two-factor-settings";
import { useSession } from "@/features/auth/session-provider";
import { NotificationSettings } from "@/features/notifications/components/notification-settings";
import { BundleTiersForm } from "@/features/sellers/components/bundle-tiers-form";
import { useMessages } from "@/i18n";

const card = "rounded-2xl border border-stone-200 bg-white p-6";

/**
 * Account settings, reached from the profile: password, signed-in devices, notifications, blocked people,
 * and the GDPR rights to export one's data and to delete the account.
 */
export function Component() {
  const m = useMessages();
  const { user, session, refresh } = useSession();
  const navigate = useNavigate();
  // The home page is loaded on demand: wait until it is shown before the session is dropped, or
  // this page's guard sees a guest first and sends them to the sign-in form instead.
  const leave = async () => {
    await navigate(paths.home.href, { replace: true });
    await refresh();
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading title={m.pages.settings.title} />
      <p className="text-stone-700">{user?.email}</p>
      <div className={card}>
        <ChangePasswordForm />
      </div>
      <div className={card}>
        <TwoFactorSettings
          enabled={user?.twoFactorEnabled ?? false}
          setupRequired={user?.twoFactorSetupRequired ?? false}
          onChanged={refresh}
        />
      </div>
      <div className={card}>
        <DeviceList currentSessionId={session?.id} onSignedOutHere={leave} />
      </div>
      <div className={card}>
        <BundleTiersForm />
      </div>
      <div className={card}>
        <NotificationSettings />
      </div>
      <div className={card}>
        <BlockedList />
      </div>
      <div className={card}>
        <ExportData />
      </div>
      <div className={card}>
        <DeleteAccount onDeleted={leave} />
      </div>
    </div>
  );
}
