import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { SessionProvider, useSession } from "@/features/auth/session-provider";
import { useLanguageFollowsProfile } from "@/features/language/use-language-follows-profile";
import { useMessages } from "@/i18n";
import { queryClient } from "@/lib/query-client";

/** Where toasts sit: 16 px below the sticky header of the page's shell (none: the top of the screen). */
const BELOW_HEADER = "calc(var(--header-height, 0px) + 16px)";

export function Providers({ children }: { children: ReactNode }) {
  const toasts = useMessages().common.toasts;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LanguageFollowsProfile />
        {children}
        {/* docs/product-rules.md#limits: one toast at a time; below the sticky header, however tall it is (use-header-height), so it never hides the navigation. */}
        <DeferredToaster
          visibleToasts={1}
          position="top-center"
          offset={{ top: BELOW_HEADER }}
          mobileOffset={{ top: BELOW_HEADER }}
          richColors
          closeButton
          containerAriaLabel={toasts.label}
          toastOptions={{ closeButtonAriaLabel: toasts.close }}
        />
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** A signed-in person's page is in their profile's language. */
function LanguageFollowsProfile() {
  useLanguageFollowsProfile(useSession().profile);
  return null;
}
