import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { resendConfirmation } from "../api/auth-api";
import { authErrorMessage } from "../auth-error-message";

/** Sends the confirmation link again, for a person who lost or never got the first mail. */
export function ResendConfirmation({ email }: { email: string }) {
  const m = useMessages().auth;
  const resend = useMutation({ meta: { quiet: true }, mutationFn: () => resendConfirmation(email) });
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        size="sm"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? m.resending : m.resend}
      </Button>
      <p role="status" className="text-sm text-stone-700">
        {resend.isSuccess ? m.resent : resend.isError ? authErrorMessage(resend.error) : ""}
      </p>
    </div>
  );
}
