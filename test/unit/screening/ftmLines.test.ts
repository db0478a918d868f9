// FtM files are read a line at a time with a cap on a line's length: a file with no line break would
// otherwise be gathered whole in memory. The split must read every line exactly as readline did.
import { Readable } from "node:stream";
import { readFtm, readLines } from "../../../src/screening/watchlists/ftm";

const chunks = (...parts: (string | Buffer)[]) => Readable.from(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p)));
const all = async <T>(gen: AsyncGenerator<T>) => {
  const out: T[] = [];
  for await (const x of gen) out.push(x);
  return out;
};

describe("readLines", () => {
  it("splits on \\n across chunk boundaries, drops a \\r before it, keeps empty lines and a last line without a break", async () => {
    expect(await all(readLines(chunks("ab", "c\r\nde\n\nf", "g")))).toEqual(["abc", "de", "", "fg"]);
    expect(await all(readLines(chunks("one\n")))).toEqual(["one"]);
    expect(await all(readLines(chunks()))).toEqual([]);
  });

  it("decodes a multi-byte character split between chunks", async () => {
    const bytes = Buffer.from("Zoë Ångström\n");
    expect(await all(readLines(chunks(bytes.subarray(0, 3), bytes.subarray(3))))).toEqual(["Zoë Ångström"]);
  });

  it("reads a line of exactly the cap, and refuses one byte more, naming the line", async () => {
    expect(await all(readLines(chunks("a".repeat(10), "\nb\n"), 10))).toEqual(["a".repeat(10), "b"]);
    await expect(all(readLines(chunks("ok\n", "a".repeat(11), "\n"), 10))).rejects.toThrow("line 2 is longer than 10 bytes");
    // Within one chunk and at the end of the file too.
    await expect(all(readLines(chunks(`ok\n${"a".repeat(11)}\nb\n`), 10))).rejects.toThrow("line 2 is longer than 10 bytes");
    await expect(all(readLines(chunks("a".repeat(6), "a".repeat(6)), 10))).rejects.toThrow("line 1 is longer than 10 bytes");
  });

  it("stops reading once a line passes the cap: the rest of an endless line is never pulled", async () => {
    let pulled = 0;
    const endless = Readable.from(
      (function* () {
        for (;;) {
          pulled++;
          yield Buffer.alloc(1024, "a");
        }
      })(),
    );
    await expect(all(readLines(endless, 64 * 1024))).rejects.toThrow(/line 1 is longer than 65536 bytes/);
    expect(pulled).toBeLessThan(100);
  });
});

describe("readFtm", () => {
  it("reads entities line by line as before", async () => {
    const line = (id: string) => JSON.stringify({ id, schema: "Person", properties: { name: ["Orsolya Kettleborn"], topics: ["sanction"] } });
    const records = await all(readFtm(chunks(`${line("a")}\r\n\n${line("b")}`)));
    expect(records.map((r) => (r.kind === "entry" ? [r.line, r.entry.externalId] : r.kind))).toEqual([
      [1, "a"],
      [3, "b"],
    ]);
  });
});
