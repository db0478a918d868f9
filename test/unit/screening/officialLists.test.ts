// The UN, EU and UK readers on small documents (the real published extracts are read by
// test/screening/officialLists.test.ts), and the rule that a low-quality alias is weaker evidence:
// screened, never as strong as a name, never lowering what the entry's names score.
import { Readable } from "node:stream";
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, type ScreeningSubject } from "../../../src/screening/matching";
import { matchNames, prepareSubject } from "../../../src/screening/matching/score";
import { normalizeEntryNames, WEAK_NAME_MARK } from "../../../src/screening/matching/storedForms";
import { readEuXml } from "../../../src/screening/watchlists/eu";
import type { EntryInput, WatchlistRecord } from "../../../src/screening/watchlists/records";
import { readUkXml } from "../../../src/screening/watchlists/uk";
import { readUnXml } from "../../../src/screening/watchlists/un";

async function read(reader: (input: Readable) => AsyncGenerator<WatchlistRecord>, xml: string): Promise<WatchlistRecord[]> {
  const out: WatchlistRecord[] = [];
  for await (const r of reader(Readable.from([xml]))) out.push(r);
  return out;
}
const entries = (records: WatchlistRecord[]) => records.flatMap((r) => (r.kind === "entry" ? [r.entry] : []));
const ftm = (e: EntryInput) => (e.properties as { properties: Record<string, string[]> }).properties;

describe("the UN reader", () => {
  const un = (individuals: string) =>
    `<?xml version="1.0"?>\n<CONSOLIDATED_LIST>\n<INDIVIDUALS>\n${individuals}\n</INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;

  it("reports a record without a DATAID by its line, and reads the others", async () => {
    const records = await read(
      readUnXml,
      un(`<INDIVIDUAL><FIRST_NAME>NO</FIRST_NAME><SECOND_NAME>ID</SECOND_NAME></INDIVIDUAL>
<INDIVIDUAL><DATAID>7</DATAID><FIRST_NAME>ERIC</FIRST_NAME><SECOND_NAME>BADEGE</SECOND_NAME>
<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><NOTE>Nov.1973</NOTE></INDIVIDUAL_DATE_OF_BIRTH></INDIVIDUAL>`),
    );
    expect(records[0]).toEqual({ line: 4, kind: "problem", message: "INDIVIDUAL without a DATAID" });
    expect(entries(records)).toMatchObject([{ externalId: "7", caption: "ERIC BADEGE", birthDates: [] }]);
  });

  it("keeps what came before a break in the document and reports the rest as one problem", async () => {
    const records = await read(readUnXml, un(`<INDIVIDUAL><DATAID>1</DATAID><FIRST_NAME>A B</FIRST_NAME></INDIVIDUAL>\n<INDIVIDUAL><DATAID>2</DATAID></OOPS>`));
    expect(entries(records).map((e) => e.externalId)).toEqual(["1"]);
    expect(records.at(-1)).toMatchObject({ kind: "problem", message: expect.stringMatching(/^XML error/) });
  });
});

describe("the EU reader", () => {
  const entity = `<sanctionEntity logicalId="42"><subjectType code="person"/>
  <nameAlias wholeName="Ivan Petrov" firstName="Ivan" lastName="Petrov" strong="true"/>
  <nameAlias wholeName="Vanya" strong="false"/>
  <birthdate calendarType="ISLAMIC" year="1402"/><birthdate year="1970" monthOfYear="3"/>
  <citizenship countryIso2Code="RU"/></sanctionEntity>`;

  it.each([
    ["the namespace the EU writes", `<export xmlns="http://eu.europa.ec/fpi/fsd/export">${entity}</export>`],
    ["another default namespace", `<export xmlns="http://eu.europa.eu/fpi/fsd/export">${entity}</export>`],
    ["a prefixed namespace", `<fsd:export xmlns:fsd="http://eu.europa.ec/fpi/fsd/export">${entity.replace(/<(\/?)(\w)/g, "<$1fsd:$2")}</fsd:export>`],
  ])("reads a sanctionEntity in %s: strong=false is a weak alias, a Hijri year is not a birth date", async (_case, xml) => {
    const [e] = entries(await read(readEuXml, xml));
    expect(e).toMatchObject({ externalId: "42", schema: "Person", caption: "Ivan Petrov", birthDates: ["1970-03"], countries: ["ru"] });
    expect(e.names).toEqual(["Ivan Petrov", `${WEAK_NAME_MARK}Vanya`]);
    expect(ftm(e)).toMatchObject({ name: ["Ivan Petrov"], weakAlias: ["Vanya"], nationality: ["ru"] });
  });
});

describe("the UK reader", () => {
  it("reads dates as precise as written, and names a designation without a primary name by its first alias", async () => {
    const [e] = entries(
      await read(
        readUkXml,
        `<Designations><Designation><UniqueID>X1</UniqueID><IndividualEntityShip>Individual</IndividualEntityShip>
        <Names><Name><Name1>Jan</Name1><Name6>NOWAK</Name6><NameType>Alias</NameType></Name></Names>
        <IndividualDetails><Individual><DOBs><DOB>01/02/1960</DOB><DOB>dd/03/1961</DOB><DOB>dd/mm/1962</DOB><DOB>unknown</DOB></DOBs></Individual></IndividualDetails>
        </Designation></Designations>`,
      ),
    );
    expect(e).toMatchObject({ externalId: "X1", caption: "Jan NOWAK", names: ["Jan NOWAK"], birthDates: ["1960-02-01", "1961-03", "1962"] });
  });
});

describe("a low-quality alias", () => {
  const subject = (name: string): ScreeningSubject => ({
    kind: "individual",
    id: "s",
    accountId: "a",
    applicationId: "p",
    name,
    birthDate: null,
    countries: [],
    registrationNumbers: [],
    types: ["SANCTIONS"],
    matchThreshold: DEFAULT_MATCH_THRESHOLD,
  });
  const score = (query: string, names: string[]) =>
    matchNames(prepareSubject(subject(query)), { kind: "individual", names: normalizeEntryNames({ schema: "Person", names, caption: names[0] }) })?.name ?? 0;

  const word = fc.constantFrom("abu", "ali", "omar", "yusuf", "hassan", "karim", "musa", "rahman", "said", "tariq", "bakr", "jamal");
  const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(" "));
  // A query is the alias itself, or a name of the same words with one changed or dropped.
  const query = fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.boolean());

  it("scores 0.85 of what the same name scores as an alias, and never lowers what the entry's names score", () => {
    fc.assert(
      fc.property(name, name, query, (listed, alias, [words, useAlias]) => {
        const q = useAlias ? alias : words.join(" ");
        const strong = score(q, [listed, alias]);
        const weak = score(q, [listed, WEAK_NAME_MARK + alias]);
        const nameOnly = score(q, [listed]);
        const aliasAlone = score(q, [alias]);
        expect(weak).toBeLessThanOrEqual(strong + 1e-9);
        expect(weak).toBeGreaterThanOrEqual(nameOnly - 1e-9);
        expect(score(q, [WEAK_NAME_MARK + alias])).toBeCloseTo(0.85 * aliasAlone >= DEFAULT_MATCH_THRESHOLD - 0.1 ? 0.85 * aliasAlone : 0, 9);
      }),
      { seed: 20261207, numRuns: 300 },
    );
  });

  it("met exactly, is reported under the default threshold, not dropped", () => {
    expect(score("Abu Ali", ["SADDAM HUSSEIN AL-TIKRITI", WEAK_NAME_MARK + "Abu Ali"])).toBeCloseTo(0.85, 9);
    expect(0.85).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(0.85).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD - 0.1);
  });
});
