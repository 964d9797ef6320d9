import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordSchema } from "@kierto/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { resetPassword } from "@/features/auth/api/auth-api";
import { authErrorMessage } from "@/features/auth/auth-error-message";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";

/** Where the reset mail's link lands: choose a new password (Better Auth passes ?token=). */
export function Component() {
  const m = useMessages().auth;
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.get("error") !== null;
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: zodResolver(resetPasswordSchema) });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.code === "INVALID_TOKEN" ? m.reset.invalidLink : authErrorMessage(caught),
      );
    }
  });

  return (
    <div className="mx-auto max-w-md">
      <PageHeading title={m.reset.title} />
      {done ? (
        <div className="space-y-4">
          <p role="status">{m.reset.done}</p>
          <Button asChild>
            <Link to={paths.auth.href}>{m.backToLogin}</Link>
          </Button>
        </div>
      ) : linkBroken ? (
        <div className="space-y-4">
          <FormError message={m.reset.invalidLink} />
          <Button asChild>
            <Link to={paths.auth.href}>{m.backToLogin}</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormError message={error} />
          <Field
            label={m.reset.newPassword}
            type="password"
            autoComplete="new-password"
            required
            hint={m.passwordHint}
            error={errors.password && m.passwordTooShort}
            {...register("password")}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? m.reset.submitting : m.reset.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
