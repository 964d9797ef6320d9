import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { messages } from "@/i18n";
import { toast } from "@/lib/toast";

/** docs/product-rules.md#accounts-and-profiles Public shell: guests who try a signed-in action see 'Log in required'. */
export function useGuestPrompt() {
  const navigate = useNavigate();
  return (description: string) =>
    toast(messages.shell.guestToast.title, {
      description,
      action: { label: messages.shell.guestToast.logIn, onClick: () => navigate(paths.auth.href) },
    });
}
