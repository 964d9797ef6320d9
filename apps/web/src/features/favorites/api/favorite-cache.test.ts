import { describe, expect, it } from "vitest";
import { withFavorite, withoutItem } from "./favorite-cache";

const card = (id: string, isFavorite: boolean) => ({ id, title: `listing ${id}`, isFavorite });

describe("withFavorite", () => {
  it("turns the heart on in every feed page that shows the listing", () => {
    const feed = { pages: [{ items: [card("a", false), card("b", false)] }, { items: [card("a", false)] }] };
    const next = withFavorite(feed, "a", true) as typeof feed;
    expect(next.pages.map((page) => page.items.map((item) => [item.id, item.isFavorite]))).toEqual([
      [
        ["a", true],
        ["b", false],
      ],
      [["a", true]],
    ]);
  });

  it("keeps untouched parts as they were, so they do not render again", () => {
    const other = { items: [card("b", false)] };
    const feed = { pages: [{ items: [card("a", false)] }, other] };
    const next = withFavorite(feed, "a", true) as typeof feed;
    expect(next).not.toBe(feed);
    expect(next.pages[1]).toBe(other);
  });

  it("hands back the same data when nothing changes", () => {
    const product = card("a", true);
    expect(withFavorite(product, "a", true)).toBe(product);
    const feed = { pages: [{ items: [card("b", false)] }] };
    expect(withFavorite(feed, "a", true)).toBe(feed);
  });

  it("changes a product page's own flag, and leaves rows without one alone", () => {
    expect(withFavorite(card("a", true), "a", false)).toEqual(card("a", false));
    const seller = { id: "a", name: "Not a listing" };
    expect(withFavorite(seller, "a", true)).toBe(seller);
  });

  it("passes through values that hold no listings", () => {
    expect(withFavorite(undefined, "a", true)).toBeUndefined();
    expect(withFavorite(null, "a", true)).toBeNull();
    expect(withFavorite("text", "a", true)).toBe("text");
  });
});

describe("withoutItem", () => {
  it("takes the listing off the Favorites list and keeps the rest", () => {
    const list = { items: [card("a", true), card("b", true)], total: 2 };
    expect(withoutItem(list, "a")).toEqual({ items: [card("b", true)], total: 2 });
    expect(list.items).toHaveLength(2);
  });
});
