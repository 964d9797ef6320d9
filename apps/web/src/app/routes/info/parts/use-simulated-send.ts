import { CONTACT_SIMULATED_DELAY_MS } from "@kierto/shared";
import { useCallback, useEffect, useRef } from "react";

/**
 * docs/product-rules.md#information-pages Contact: sending only simulates a delivery. The promise resolves after the spec's
 * delay and makes no request; leaving the page cancels a pending send.
 */
export function useSimulatedSend(): () => Promise<void> {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve();
        }, CONTACT_SIMULATED_DELAY_MS);
        timers.current.add(timer);
      }),
    [],
  );
}
