import { lazy, Suspense } from "react";
import { useSession } from "@/features/auth/session-provider";
import { loadLaterTexts } from "@/i18n";
import { PublicShell } from "./public-shell";

// The signed-in shell's code (the bell, the live channel) loads only for someone signed in, after
// the texts it reads, as on the signed-in routes.
const SignedInShell = lazy(async () => {
  await loadLaterTexts();
  return { default: (await import("./signed-in-shell")).SignedInShell };
});

/**
 * The shell of pages both guests and members reach in the middle of buying (checkout, payment
 * success): a signed-in buyer keeps their own header, with the bell and Messages, instead of
 * meeting the guest's header halfway through a purchase.
 */
export function ShellForSession() {
  const { user, loading } = useSession();
  if (loading) return null;
  if (!user) return <PublicShell />;
  return (
    <Suspense fallback={null}>
      <SignedInShell />
    </Suspense>
  );
}
