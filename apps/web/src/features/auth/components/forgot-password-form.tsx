import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema } from "@kierto/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { useMessages } from "@/i18n";
import { requestPasswordReset } from "../api/auth-api";
import { authErrorMessage } from "../auth-error-message";

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const m = useMessages().auth;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{m.forgot.sentTitle}</h1>
        <p role="status" className="text-stone-700">
          {m.forgot.sentBody(sentTo)}
        </p>
        <Button onClick={onBack} className="w-full">
          {m.backToLogin}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h1 className="text-2xl font-bold">{m.forgot.title}</h1>
      <p className="text-stone-700">{m.forgot.body}</p>
      <FormError message={error} />
      <Field
        label={m.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email && m.errors.invalidEmail}
        {...register("email")}
      />
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? m.forgot.submitting : m.forgot.submit}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {m.backToLogin}
      </Button>
    </form>
  );
}
