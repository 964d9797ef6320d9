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

  // The sizes last seen: a scroll that comes with a change of size was made by the layout (the
  // input grew, a bubble got taller), not by the person, and must not unstick the list.
  const seen = useRef({ box: 0, content: 0 });
  const sizeChanged = useCallback((element: HTMLElement) => {
    const changed = element.clientHeight !== seen.current.box || element.scrollHeight !== seen.current.content;
    seen.current = { box: element.clientHeight, content: element.scrollHeight };
    return changed;
  }, []);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (sizeChanged(element)) {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      return;
    }
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setUnseen(0);
  }, [sizeChanged]);

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
      sizeChanged(element);
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    // The box (a banner, the keyboard, a taller input) and its content (a bubble that grows a
    // Retry line): the list's one child.
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [sizeChanged]);

  return { ref, onScroll, unseen, scrollToBottom };
}
