import { Link, useSearchParams } from "react-router";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { AppealForm } from "@/features/moderation/components/appeal-form";
import { appealsContent } from "@/i18n/content/appeals";

/**
 * Where the statement of reasons points: the appeal of one decision. A signed-in person appeals
 * with their session; a suspended one with the token from the refused sign-in or the mail.
 */
export function Component() {
  const t = appealsContent.form;
  const [params] = useSearchParams();
  const reportId = params.get("report");
  const token = params.get("token");
  const { user, loading } = useSession();

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeading title={t.title} description={t.intro} />
      {!reportId ? (
        <p className="text-stone-700">{t.missingReference}</p>
      ) : token || user ? (
        <AppealForm reportId={reportId} token={token} />
      ) : loading ? (
        <CenteredLoading />
      ) : (
        <p className="text-stone-700">
          {t.signInFirst}{" "}
          <Link to={paths.auth.href} className="font-medium text-brand-800 underline">
            {t.signIn}
          </Link>
        </p>
      )}
    </div>
  );
}
