import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Navigation state that asks for the results to be brought into view and focused. */
export interface ResultsState {
  focusResults?: boolean;
}

export const focusResultsState: ResultsState = { focusResults: true };

/**
 * docs/product-rules.md#feed: a search, a category tile or a changed filter brings the results
 * into view. A search submitted or a tile chosen also moves keyboard focus to the results'
 * heading, so the next Tab reaches the first item; a filter changed in the bar scrolls only when
 * the results are out of sight, leaving focus on the control. Back and forward keep the scroll
 * the browser restores.
 */
export function useResultsIntoView(headingId: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const focusResults = (location.state as ResultsState | null)?.focusResults === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (its key) is a new request to show the results.
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    if (navigationType === "POP" || (first && !focusResults)) return;
    const heading = document.getElementById(headingId);
    if (!heading) return;
    if (focusResults) {
      heading.scrollIntoView({ block: "start" });
      heading.focus({ preventScroll: true });
    } else if (!inView(heading)) {
      heading.scrollIntoView({ block: "start" });
    }
  }, [location.key]);
}

/** The heading is in the upper part of the screen, below the sticky header. */
function inView(element: HTMLElement): boolean {
  const { top } = element.getBoundingClientRect();
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  return top >= headerBottom && top < window.innerHeight * 0.6;
}
