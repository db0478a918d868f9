// KnownLoader (src/schema/knownLoader.ts) answers a key synchronously once its value is in hand, and
// must answer exactly what DataLoader's own cache holds for it: primes never replace a value.
import { KnownLoader, whenKnown } from "../../../src/schema/knownLoader";

const loaderOf = () => {
  const batches: string[][] = [];
  const loader = new KnownLoader<string, string | null>(async (keys) => {
    batches.push([...keys]);
    return keys.map((k) => (k === "bad" ? new Error("no bad") : k === "none" ? null : `loaded ${k}`));
  });
  return { loader, batches };
};

describe("KnownLoader", () => {
  it("answers a primed key at once, and loads the rest in one batch", async () => {
    const { loader, batches } = loaderOf();
    loader.prime("a", "primed a");
    expect(loader.get("a")).toBe("primed a");
    const b = loader.get("b");
    expect(b).toBeInstanceOf(Promise);
    const c = loader.get("c");
    expect(await b).toBe("loaded b");
    expect(await c).toBe("loaded c");
    expect(batches).toEqual([["b", "c"]]);
    // Loaded values are in hand afterwards, nulls too.
    expect(loader.get("b")).toBe("loaded b");
    expect(await loader.get("none")).toBeNull();
    expect(loader.get("none")).toBeNull();
  });

  it("keeps what DataLoader keeps: a prime after a load, or a second prime, changes nothing", async () => {
    const { loader } = loaderOf();
    const pending = loader.load("a");
    loader.prime("a", "late prime");
    expect(await pending).toBe("loaded a");
    expect(loader.get("a")).toBe("loaded a");
    expect(await loader.load("a")).toBe("loaded a");
    loader.prime("b", "first");
    loader.prime("b", "second");
    expect(loader.get("b")).toBe("first");
    expect(await loader.load("b")).toBe("first");
  });

  it("never answers a failed key synchronously, and forgets cleared keys", async () => {
    const { loader } = loaderOf();
    await expect(loader.get("bad")).rejects.toThrow("no bad");
    const again = loader.get("bad");
    expect(again).toBeInstanceOf(Promise);
    await expect(again).rejects.toThrow("no bad");
    loader.prime("x", "primed x");
    loader.clear("x");
    expect(loader.get("x")).toBeInstanceOf(Promise);
    expect(await loader.get("x")).toBe("loaded x");
    loader.prime("y", "primed y");
    loader.clearAll();
    loader.prime("y", "primed again");
    expect(loader.get("y")).toBe("primed again");
  });

  it("whenKnown applies at once to a value in hand and after a promise otherwise", async () => {
    expect(whenKnown(2, (n) => n * 3)).toBe(6);
    expect(await whenKnown(Promise.resolve(2), (n) => n * 3)).toBe(6);
  });
});
