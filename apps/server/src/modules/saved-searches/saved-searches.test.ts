import { type CreateSavedSearchInput, SAVED_SEARCH_LIMIT } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { savedSearches } from "../../db/schema";

const t = await createTestApp();

const routes = (caller: Caller | undefined) => t.api(caller).me["saved-searches"];

const save = (caller: Caller | undefined, filters: Record<string, unknown>, name = "Coats in M") =>
  routes(caller).$post({ json: { name, filters: filters as unknown as CreateSavedSearchInput["filters"] } });

const listOf = async (caller: Caller) => (await expectJson(await routes(caller).$get(), 200)).items;

const stored = (userId: string) => t.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

describe("saved searches", () => {
  it("saves the feed's filters under a name and lists them, with none new yet", async () => {
    const person = await t.signedInUser();
    const saved = await expectJson(
      await save(person, { search: "takki", size: "M", maxPrice: "80", category: "" }, "Takki M"),
      201,
    );
    expect(saved.first).toBe(true);
    const [item] = await listOf(person);
    expect(item).toMatchObject({ id: saved.id, name: "Takki M", newMatches: 0 });
    expect(item?.filters).toMatchObject({ search: "takki", size: "M", maxPrice: 80 });
    expect(item?.filters).not.toHaveProperty("category");

    const second = await expectJson(await save(person, { brand: "Marimekko" }), 201);
    expect(second.first).toBe(false);
  });

  it("answers 401 to a guest on every route, before reading the body", async () => {
    const [mine] = await stored((await t.signedInUser()).id);
    const id = mine?.id ?? "00000000-0000-4000-8000-000000000000";
    expect((await routes(undefined).$get()).status).toBe(401);
    expect((await t.request("/api/me/saved-searches", { method: "POST", body: "not json" })).status).toBe(401);
    expect((await routes(undefined)[":id"].$patch({ param: { id }, json: { name: "x" } })).status).toBe(401);
    expect((await routes(undefined)[":id"].$delete({ param: { id } })).status).toBe(401);
    expect((await routes(undefined)[":id"].open.$post({ param: { id } })).status).toBe(401);
  });

  it("lets only the owner rename, open or delete a search: anyone else gets 404 and changes nothing", async () => {
    const owner = await t.signedInUser();
    const intruder = await t.signedInUser();
    const { id } = await expectJson(await save(owner, { category: "Shoes" }, "Shoes"), 201);

    expect((await routes(intruder)[":id"].$patch({ param: { id }, json: { name: "Mine now" } })).status).toBe(404);
    expect((await routes(intruder)[":id"].open.$post({ param: { id } })).status).toBe(404);
    expect((await routes(intruder)[":id"].$delete({ param: { id } })).status).toBe(404);
    expect(await listOf(intruder)).toEqual([]);
    const [unchanged] = await stored(owner.id);
    expect(unchanged).toMatchObject({ name: "Shoes" });

    expect((await routes(owner)[":id"].$patch({ param: { id }, json: { name: "  Kengät  " } })).status).toBe(204);
    const opened = await expectJson(await routes(owner)[":id"].open.$post({ param: { id } }), 200);
    expect(opened.filters).toMatchObject({ category: "Shoes" });
    expect((await listOf(owner)).map((item) => item.name)).toEqual(["Kengät"]);
    expect((await routes(owner)[":id"].$delete({ param: { id } })).status).toBe(204);
    expect(await listOf(owner)).toEqual([]);
  });

  it("refuses bad filters, an empty search and a blank name with 400, saving nothing", async () => {
    const person = await t.signedInUser();
    for (const filters of [
      { category: "Spaceships" },
      { minPrice: "cheap" },
      { size: "XXXL" },
      { search: "a\u0000b" },
    ]) {
      const response = await save(person, filters);
      expect(response.status, JSON.stringify(filters)).toBe(400);
    }
    const empty = await save(person, { search: " ", sort: "price_asc" });
    expect(empty.status).toBe(400);
    expect(await errorCode(empty)).toBe("SAVED_SEARCH_EMPTY");
    expect((await save(person, { category: "Tops" }, "   ")).status).toBe(400);
    expect(
      (await t.request("/api/me/saved-searches", { method: "POST", cookie: person.cookie, json: [] })).status,
    ).toBe(400);
    expect(await stored(person.id)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per person with 409 SAVED_SEARCH_LIMIT, and room again after a delete`, async () => {
    const person = await t.signedInUser();
    for (let n = 0; n < SAVED_SEARCH_LIMIT; n++) await expectJson(await save(person, { search: `word${n}` }), 201);
    const refused = await save(person, { search: "one more" });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("SAVED_SEARCH_LIMIT");
    expect(await stored(person.id)).toHaveLength(SAVED_SEARCH_LIMIT);

    const [first] = await listOf(person);
    await routes(person)[":id"].$delete({ param: { id: first?.id ?? "" } });
    await expectJson(await save(person, { search: "one more" }), 201);
  });

  it("lets only one of two saves made at once at 19 through, on the real database", async () => {
    const person = await t.signedInUser();
    const values = Array.from({ length: SAVED_SEARCH_LIMIT - 1 }, (_, n) => ({
      userId: person.id,
      name: `Search ${n}`,
      filters: { brand: `Brand ${n}` },
      brandPattern: `%Brand ${n}%`,
    }));
    await t.db.insert(savedSearches).values(values);

    const statuses = (await Promise.all(Array.from({ length: 4 }, (_, n) => save(person, { search: `race${n}` })))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    expect(await stored(person.id)).toHaveLength(SAVED_SEARCH_LIMIT);
  });
});
