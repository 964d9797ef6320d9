import { zodResolver } from "@hookform/resolvers/zod";
import { type SignInInput, signInSchema } from "@kierto/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { authErrorMessage } from "../auth-error-message";
import { useSessionActions } from "../use-session-actions";
import { ResendConfirmation } from "./resend-confirmation";
import { SecondFactorForm } from "./second-factor-form";

export function SignInForm({
  onForgotPassword,
  returning = false,
}: {
  onForgotPassword(): void;
  /** The person came from a page they go back to after logging in. */
  returning?: boolean;
}) {
  const m = useMessages().auth;
  const { signIn } = useSessionActions();
  const [error, setError] = useState<{ text: string; unconfirmedEmail?: string; appealHref?: string } | null>(null);
  const [secondFactor, setSecondFactor] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      if ((await signIn(input, { returning })) === "second-factor") setSecondFactor(true);
    } catch (caught) {
      const unconfirmed = caught instanceof ApiError && caught.code === "EMAIL_NOT_VERIFIED";
      // A suspended person whose decision can still be appealed is given the way to the form.
      const { reportId, appealToken } = caught instanceof ApiError ? caught.details : {};
      setError({
        text: authErrorMessage(caught),
        unconfirmedEmail: unconfirmed ? input.email : undefined,
        appealHref: reportId && appealToken ? paths.appeal.href(reportId, appealToken) : undefined,
      });
    }
  });

  if (secondFactor) return <SecondFactorForm returning={returning} onCancel={() => setSecondFactor(false)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={error?.text ?? null} />
      {error?.unconfirmedEmail && <ResendConfirmation email={error.unconfirmedEmail} />}
      {error?.appealHref && (
        <p className="text-sm">
          <Link to={error.appealHref} className="font-medium text-brand-800 underline">
            {m.errors.appealLink}
          </Link>
        </p>
      )}
      <Field
        label={m.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email && m.required.email}
        {...register("email")}
      />
      <Field
        label={m.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password && m.required.password}
        {...register("password")}
      />
      <div className="flex justify-end">
        <button type="button" onClick={onForgotPassword} className="text-sm text-brand-800 underline">
          {m.forgotPassword}
        </button>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? m.signingIn : m.signIn}
      </Button>
    </form>
  );
}
