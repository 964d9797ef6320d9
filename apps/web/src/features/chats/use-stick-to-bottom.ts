import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Closer than this to the end counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 80;

/**
 * Keeps a scrolling message list at its newest message: on opening, when a message is added
 * (unless the person has scrolled up to read older ones, when the additions are counted
 * instead), and when the list or its box changes size.
 */
export function useStickToBottom(count: number, lastIsMine: boolean) {
  const ref = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const placed = useRef(false);
  const previousCount = useRef(count);
  const [unseen, setUnseen] = useState(0);

  const scrollToBottom = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setUnseen(0);
  }, []);

  useLayoutEffect(() => {
    const added = count - previousCount.current;
    previousCount.current = count;
    if (count === 0) return;
    if (!placed.current) {
      placed.current = true;
      scrollToBottom();
    } else if (added > 0) {
      if (atBottom.current || lastIsMine) scrollToBottom();
      else setUnseen((n) => n + added);
    }
  }, [count, lastIsMine, scrollToBottom]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    // The box (a banner, the keyboard, a taller input) and its content (a bubble that grows a
    // Retry line): the list's one child.
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return { ref, onScroll, unseen, scrollToBottom };
}
