import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { CheckEmail } from "@/features/auth/components/check-email";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { useMessages } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

type Mode = "signIn" | "signUp" | "forgot";

/** docs/product-rules.md#accounts-and-profiles Auth: sign in and sign up toggle; after sign-up, the check-your-email state. */
export function Component() {
  const m = useMessages();
  usePageTitle(m.auth.pageTitle);
  const location = useLocation();
  // `resume`: a page sent the person here mid-task (a checkout) and they go straight back to it.
  const state = location.state as { mode?: Mode; from?: string; resume?: boolean } | null;
  const initial = state?.mode === "signUp" ? "signUp" : "signIn";
  // The confirmation link lands here (?confirmed=1); Better Auth adds ?error=... when it failed.
  const [search] = useSearchParams();
  const confirmation = search.get("confirmed") !== "1" ? null : search.has("error") ? "invalid" : "confirmed";
  const [mode, setMode] = useState<Mode>(initial);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  // A new key remounts the forms, which is how 'Back to Login' resets them.
  const [formKey, setFormKey] = useState(0);

  const backToLogin = () => {
    setSignedUpEmail(null);
    setMode("signIn");
    setFormKey((k) => k + 1);
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-stone-50 px-4 py-10">
      <Link to={paths.home.href} className="mb-6 flex items-center gap-2 text-2xl font-bold text-brand-800">
        <img src="/favicon.svg" alt="" className="size-9" width={36} height={36} />
        {m.common.appName}
      </Link>
      <main id="main" className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {signedUpEmail ? (
          <CheckEmail email={signedUpEmail} onBack={backToLogin} />
        ) : mode === "forgot" ? (
          <ForgotPasswordForm key={formKey} onBack={backToLogin} />
        ) : (
          <div className="space-y-6">
            <header className="space-y-1 text-center">
              <h1 className="text-2xl font-bold">{mode === "signIn" ? m.auth.signInTitle : m.auth.signUpTitle}</h1>
              <p className="text-stone-600">{mode === "signIn" ? m.auth.signInSubtitle : m.auth.signUpSubtitle}</p>
            </header>
            {mode === "signIn" && confirmation ? (
              <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-stone-800">
                {confirmation === "confirmed" ? m.auth.confirmed : m.auth.confirmLinkInvalid}
              </p>
            ) : null}
            {mode === "signIn" ? (
              <SignInForm
                key={formKey}
                onForgotPassword={() => setMode("forgot")}
                returning={Boolean(state?.resume && state.from?.startsWith("/"))}
              />
            ) : (
              <SignUpForm key={formKey} onSignedUp={setSignedUpEmail} />
            )}
            <p className="text-center">
              <button
                type="button"
                className="text-sm font-medium text-brand-800 underline"
                onClick={() => setMode(mode === "signIn" ? "signUp" : "signIn")}
              >
                {mode === "signIn" ? m.auth.switchToSignUp : m.auth.switchToSignIn}
              </button>
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
