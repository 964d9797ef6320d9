import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { Toaster } from "sonner";
import { onToastsReady, toastsRequested } from "@/lib/toast";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** sonner's Toaster, put on the page only once the first toast is raised (lib/toast). */
export function DeferredToaster(props: ComponentProps<typeof Toaster>) {
  const [needed, setNeeded] = useState(toastsRequested);
  useEffect(() => (needed ? undefined : onToastsReady(() => setNeeded(true))), [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
