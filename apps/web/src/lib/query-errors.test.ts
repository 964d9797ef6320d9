import { MutationObserver, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadLaterTexts, messages } from "@/i18n";
import { ApiError } from "./api-client";
import { errorToast } from "./query-errors";

// These texts load after the first view (ADR 0021); a page awaits them before it renders.
await loadLaterTexts();

const toastError = vi.hoisted(() => vi.fn());
vi.mock("./toast", () => ({ toast: { error: toastError, success: vi.fn() } }));

const { queryClient } = await import("./query-client");

const sold = new ApiError(409, "ITEM_SOLD", "server English");
const missing = new ApiError(404, "NOT_FOUND", "server English");

describe("errorToast", () => {
  it("toasts the code's catalogue text by default", () => {
    expect(errorToast(sold, undefined)).toEqual({ title: "This item has already been sold." });
  });

  it("puts a screen's own title over the catalogue text", () => {
    expect(errorToast(sold, { errorTitle: "Error updating transaction" })).toEqual({
      title: "Error updating transaction",
      description: "This item has already been sold.",
    });
  });

  it("keeps the spec's wording of a title exactly", () => {
    const title = messages.moderation.queue.resolveFailed;
    expect(title).toBe("Failed to resolved report");
    expect(errorToast(sold, { errorTitle: title })?.title).toBe("Failed to resolved report");
  });

  it("shows a plain code's text alone, without the title", () => {
    const meta = { errorTitle: "Error starting conversation", plainCodes: ["CANNOT_MESSAGE_SELF"] as const };
    expect(errorToast(new ApiError(400, "CANNOT_MESSAGE_SELF", ""), meta)).toEqual({
      title: "You can't message yourself!",
    });
    expect(errorToast(sold, meta)).toEqual({
      title: "Error starting conversation",
      description: "This item has already been sold.",
    });
  });

  it("toasts nothing when the screen shows the failure itself", () => {
    expect(errorToast(sold, { quiet: true })).toBeNull();
    expect(errorToast(missing, { errorTitle: "Failed to load", quiet: [400, 404] })).toBeNull();
    expect(errorToast(sold, { errorTitle: "Failed to load", quiet: [400, 404] })?.title).toBe("Failed to load");
  });

  it("gives a general text for a failure that is not the API's", () => {
    expect(errorToast(new TypeError("x is undefined"), undefined)).toEqual({ title: messages.common.unexpectedError });
  });
});

describe("the query client", () => {
  let logged: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;
  beforeEach(() => {
    toastError.mockClear();
    logged = vi.fn<(...args: unknown[]) => void>();
    vi.spyOn(console, "error").mockImplementation(logged);
  });
  afterEach(() => queryClient.clear());

  it("logs a failed mutation once and toasts its meta's title over the catalogue text once", async () => {
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(sold),
      meta: { errorTitle: "Error submitting review" },
      onError: () => {},
    });
    await observer.mutate().catch(() => {});
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[1]).toBe(sold);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("Error submitting review", {
      id: "Error submitting review",
      description: "This item has already been sold.",
    });
  });

  it("toasts a mutation without meta with the catalogue text alone", async () => {
    const observer = new MutationObserver(queryClient, { mutationFn: () => Promise.reject(sold) });
    await observer.mutate().catch(() => {});
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("This item has already been sold.", {
      id: "This item has already been sold.",
      description: undefined,
    });
  });

  it("logs a failed query once, after its retries, and keeps a quiet query's failure off the screen", async () => {
    const observer = new QueryObserver(queryClient, {
      queryKey: ["quiet"],
      queryFn: () => Promise.reject(missing),
      meta: { quiet: true },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    unsubscribe();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
  });
});
