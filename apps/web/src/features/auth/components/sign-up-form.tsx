import { zodResolver } from "@hookform/resolvers/zod";
import { type SignUpInput, signUpSchema } from "@kierto/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { useMessages } from "@/i18n";
import { authErrorMessage } from "../auth-error-message";
import { useSessionActions } from "../use-session-actions";

/** docs/product-rules.md#accounts-and-profiles Sign-up: display name, email of email type, password of at least 6 characters. */
export function SignUpForm({ onSignedUp }: { onSignedUp(email: string): void }) {
  const m = useMessages().auth;
  const { signUp } = useSessionActions();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema) });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      await signUp(input);
      onSignedUp(input.email);
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  });

  const emailError = errors.email && (errors.email.type === "too_small" ? m.required.email : m.errors.invalidEmail);
  const passwordError = errors.password && (watch("password") ? m.passwordTooShort : m.required.password);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={error} />
      <Field
        label={m.displayName}
        autoComplete="nickname"
        required
        error={errors.displayName && m.required.displayName}
        {...register("displayName")}
      />
      <Field label={m.email} type="email" autoComplete="email" required error={emailError} {...register("email")} />
      <Field
        label={m.password}
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint={m.passwordHint}
        error={passwordError}
        {...register("password")}
      />
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? m.signingUp : m.signUp}
      </Button>
    </form>
  );
}
