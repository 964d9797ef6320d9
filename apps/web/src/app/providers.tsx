import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { SessionProvider } from "@/features/auth/session-provider";
import { queryClient } from "@/lib/query-client";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        {/* docs/product-rules.md#limits: one toast at a time; below the sticky header, so it never hides the navigation. */}
        <DeferredToaster
          visibleToasts={1}
          position="top-center"
          offset={80}
          mobileOffset={{ top: 112 }}
          richColors
          closeButton
        />
      </SessionProvider>
    </QueryClientProvider>
  );
}
