// Stored instants are read back from their text digit by digit (src/db/sql.ts): every shape PostgreSQL
// and its JSON write must come back as the instant Date's own parser gives.
import { readUtcTimestamp } from "../../../src/db/sql";

const byDateParser = (text: string) => new Date(`${text.replace(" ", "T")}Z`);

describe("readUtcTimestamp", () => {
  it.each([
    "2026-11-24 20:13:03.123",
    "2026-11-24 20:13:03.12",
    "2026-11-24 20:13:03.1",
    "2026-11-24 20:13:03",
    "2026-11-24T20:13:03.123",
    "2026-11-24T20:13:03",
    "1999-12-31 23:59:59.999",
    "2000-02-29 00:00:00.001",
    "1970-01-01 00:00:00",
    "0099-01-01 00:00:00",
    "0001-01-01 00:00:00",
  ])("reads %s as the Date parser does", (text) => {
    expect(readUtcTimestamp(text).toISOString()).toBe(byDateParser(text).toISOString());
  });

  it.each(["2026-11-24 20:13:03.123456", "12026-11-24 20:13:03", "2026-11-24", "0044-03-15 12:00:00 BC", "0044-03-15 12:00:00.5 BC", "infinity"])(
    "leaves %s to the Date parser",
    (text) => {
      expect(readUtcTimestamp(text).getTime()).toBe(byDateParser(text).getTime());
    },
  );
});
