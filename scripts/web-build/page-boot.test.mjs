import { afterEach, describe, expect, it, vi } from "vitest";
import { boot, firstPaint } from "./page-boot.js";

/** A PerformanceObserver stand-in that reports the paints it is given once observing. */
function paintObserver(paints) {
  return class {
    static supportedEntryTypes = ["paint"];
    static disconnected = 0;
    constructor(callback) {
      this.callback = callback;
    }
    observe() {
      queueMicrotask(() => this.callback({ getEntriesByName: (name) => paints.filter((paint) => paint === name) }));
    }
    disconnect() {
      this.constructor.disconnected++;
    }
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("waiting for the first paint", () => {
  it("resolves when the browser reports the first contentful paint, long before the limit", async () => {
    vi.useFakeTimers();
    const Observer = paintObserver(["first-paint", "first-contentful-paint"]);
    let resolved = false;
    firstPaint(10_000, Observer).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    expect(Observer.disconnected).toBe(1);
  });

  it("waits no longer than the limit for a paint that does not come, or without paint timing", async () => {
    vi.useFakeTimers();
    for (const Observer of [paintObserver([]), undefined]) {
      let resolved = false;
      firstPaint(200, Observer).then(() => {
        resolved = true;
      });
      await vi.advanceTimersByTimeAsync(199);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(resolved).toBe(true);
    }
  });
});

describe("booting the app", () => {
  /** A document with the given root content and app-modules block, recording the preloads added. */
  function page({ markup, modules }) {
    const added = [];
    return {
      added,
      getElementById: (id) =>
        id === "root"
          ? { hasChildNodes: () => markup }
          : id === "app-modules" && modules
            ? { textContent: JSON.stringify(modules) }
            : null,
      querySelector: () => ({ href: "data:text/javascript,export const started = 'at once'" }),
      createElement: () => ({}),
      head: { append: (link) => added.push(link) },
    };
  }

  it("loads the entry its head preloads at once on a page without markup", async () => {
    const doc = page({ markup: false });
    expect(await boot(doc)).toMatchObject({ started: "at once" });
    expect(doc.added).toEqual([]);
  });

  it("on a painted page requests the app's modules after the paint, then runs the entry", async () => {
    const doc = page({
      markup: true,
      modules: { entry: "data:text/javascript,export const started = 'after paint'", modules: ["/assets/app-1.js"] },
    });
    vi.stubGlobal("PerformanceObserver", paintObserver(["first-contentful-paint"]));
    try {
      expect(await boot(doc)).toMatchObject({ started: "after paint" });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(doc.added).toEqual([{ rel: "modulepreload", crossOrigin: "", href: "/assets/app-1.js" }]);
  });
});
