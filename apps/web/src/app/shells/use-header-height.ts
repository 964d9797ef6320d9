import { useCallback, useRef } from "react";

/**
 * Keeps `--header-height` on the page's root at the sticky header's height, which changes with the
 * screen's width, the language (a second row of links when they do not fit) and the session, so
 * what must sit below the header (the toasts) is placed by the header itself, not by a guess.
 * Returns the ref for the header element.
 */
export function useHeaderHeight() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((header: HTMLElement | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!header) {
      root.style.removeProperty("--header-height");
      return;
    }
    const update = () => root.style.setProperty("--header-height", `${header.getBoundingClientRect().height}px`);
    update();
    observer.current = new ResizeObserver(update);
    observer.current.observe(header);
  }, []);
}
