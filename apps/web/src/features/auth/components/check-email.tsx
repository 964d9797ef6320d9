import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { ResendConfirmation } from "./resend-confirmation";

/** docs/product-rules.md#accounts-and-profiles Auth: after sign-up, 'Check Your Email' with the address and Back to Login. */
export function CheckEmail({ email, onBack }: { email: string; onBack(): void }) {
  const m = useMessages().auth;
  return (
    <div className="space-y-4 text-center">
      <MailCheck aria-hidden className="mx-auto size-12 text-brand-700" />
      <h1 className="text-2xl font-bold">{m.checkEmailTitle}</h1>
      <p className="text-stone-700">{m.checkEmailBody(email)}</p>
      <p className="text-sm text-stone-600">{m.checkEmailSpam}</p>
      <div className="flex flex-col items-center gap-3">
        <ResendConfirmation email={email} />
        <Button onClick={onBack} className="w-full">
          {m.backToLogin}
        </Button>
      </div>
    </div>
  );
}
