import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { SessionProvider, useSession } from "@/features/auth/session-provider";
import { useLanguageFollowsProfile } from "@/features/language/use-language-follows-profile";
import { useMessages } from "@/i18n";
import { queryClient } from "@/lib/query-client";

export function Providers({ children }: { children: ReactNode }) {
  const toasts = useMessages().common.toasts;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LanguageFollowsProfile />
        {children}
        {/* docs/product-rules.md#limits: one toast at a time; below the sticky header, so it never hides the navigation. */}
        <DeferredToaster
          visibleToasts={1}
          position="top-center"
          offset={80}
          mobileOffset={{ top: 112 }}
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
