import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { refetchFromNow } from "./refetch-from-now";

/** A query whose first answer waits for the test, and whose later answers come at once. */
function watchedQuery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let release = (_: string) => {};
  const first = new Promise<string>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  const observer = new QueryObserver(client, {
    queryKey: ["bell"],
    queryFn: () => {
      asked += 1;
      return asked === 1 ? first : Promise.resolve("after the event");
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { client, unsubscribe, asked: () => asked, answerFirst: () => release("before the event") };
}

describe("refetching after a live event", () => {
  it("asks again while the first load is still under way, and keeps the newer answer", async () => {
    const { client, unsubscribe, asked, answerFirst } = watchedQuery();
    expect(asked()).toBe(1);

    const refetched = refetchFromNow(client, { queryKey: ["bell"] });
    answerFirst();
    await refetched;

    expect(asked()).toBe(2);
    expect(client.getQueryData(["bell"])).toBe("after the event");
    unsubscribe();
  });

  it("is needed: invalidating alone joins the load that began before the event", async () => {
    const { client, unsubscribe, asked, answerFirst } = watchedQuery();

    const invalidated = client.invalidateQueries({ queryKey: ["bell"] });
    answerFirst();
    await invalidated;

    expect(asked()).toBe(1);
    expect(client.getQueryData(["bell"])).toBe("before the event");
    unsubscribe();
  });

  it("asks again when the data is already there", async () => {
    const { client, unsubscribe, asked, answerFirst } = watchedQuery();
    answerFirst();
    await vi.waitFor(() => expect(client.getQueryData(["bell"])).toBe("before the event"));

    await refetchFromNow(client, { queryKey: ["bell"] });

    expect(asked()).toBe(2);
    expect(client.getQueryData(["bell"])).toBe("after the event");
    unsubscribe();
  });
});
