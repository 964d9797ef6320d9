import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings the section named in the address (/terms#disputes) into view once the page has
 * rendered: the page's code loads after the navigation, too late for the browser to do it.
 */
export function useScrollToHash(onTarget?: (id: string) => void) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, not when the callback changes.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    onTarget?.(id);
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
