// manifest.csv / manifest.json (contract "Migration archive layout"): per-folder fields an operator
// exports from a spreadsheet or a script; SUMMARIZE then prefers them over what documents say.
import { parseAddress, parseManifest, readFacts, splitName, summarize } from "../../../src/domain/migrations/summarize";

const csv = (text: string) => parseManifest({ format: "csv", text });

describe("parseManifest: CSV", () => {
  it("keys rows by folder, with the header naming the columns", () => {
    const rows = csv("folder,entityType,name,email,country\nAnna,INDIVIDUAL,Anna Schmidt,anna@example.com,LU\n");
    expect([...rows.keys()]).toEqual(["Anna"]);
    expect(rows.get("Anna")).toEqual({ folder: "Anna", entityType: "INDIVIDUAL", name: "Anna Schmidt", email: "anna@example.com", country: "LU" });
  });

  it("reads quoted fields with commas, doubled quotes and line breaks inside", () => {
    const rows = csv('folder,name,address\n"Acme, SA","Acme ""The Best"" SA","1 Rue X,\nL-1234 Luxembourg, LU"\n');
    expect(rows.get("Acme, SA")).toEqual({ folder: "Acme, SA", name: 'Acme "The Best" SA', address: "1 Rue X,\nL-1234 Luxembourg, LU" });
  });

  it("reads Windows line endings and a last line without a newline", () => {
    const rows = csv("folder,name\r\nAnna,Anna Schmidt\r\nBob,Bob Martin");
    expect(rows.get("Anna")?.name).toBe("Anna Schmidt");
    expect(rows.get("Bob")?.name).toBe("Bob Martin");
  });

  it("drops empty cells, blank lines and columns it does not know (more may follow, says the contract)", () => {
    const rows = csv("folder,name,email,riskNote\nAnna,,,,high\n\n,,,\nBob,Bob Martin,,x\n");
    expect(rows.get("Anna")).toEqual({ folder: "Anna" });
    expect(rows.get("Bob")).toEqual({ folder: "Bob", name: "Bob Martin" });
    expect(rows.size).toBe(2);
  });

  it("trims header names and ignores rows that name no folder", () => {
    const rows = csv(" folder , name \nAnna,Anna Schmidt\n,Nobody\n");
    expect([...rows.keys()]).toEqual(["Anna"]);
    expect(rows.get("Anna")?.name).toBe("Anna Schmidt");
  });

  it("keeps the last row of a folder named twice", () => {
    expect(csv("folder,name\nAnna,First\nAnna,Second\n").get("Anna")?.name).toBe("Second");
  });
});

describe("parseManifest: JSON", () => {
  it("takes an array of rows or {items: [...]}, values as strings", () => {
    const rows = parseManifest({ format: "json", text: JSON.stringify([{ folder: "Acme", name: "Acme SA", registrationNumber: 12345, extra: "x" }]) });
    expect(rows.get("Acme")).toEqual({ folder: "Acme", name: "Acme SA", registrationNumber: "12345" });
    expect(parseManifest({ format: "json", text: '{"items":[{"folder":"Anna","email":null}]}' }).get("Anna")).toEqual({ folder: "Anna" });
  });

  it("refuses any other shape with a message that says what it wants", () => {
    expect(() => parseManifest({ format: "json", text: '{"folder":"Anna"}' })).toThrow("manifest.json must be an array of rows (or {items: [...]})");
    expect(() => parseManifest({ format: "json", text: "[{" })).toThrow(SyntaxError);
  });
});

describe("readFacts", () => {
  it("reads `Label: value` and `Label = value` lines, the first of each wins", () => {
    const { facts } = readFacts("Full Name: Anna Schmidt\nDate of birth = 01/10/1980\nName: Someone Else\nE-mail Address: anna@example.com");
    expect(facts).toEqual({ name: "Anna Schmidt", dateOfBirth: "01/10/1980", email: "anna@example.com" });
  });

  it("collects controlling persons, directors and UBOs with a first and last name", () => {
    const { persons } = readFacts("Director: Jean Paul Muller\nUBO: Marie Curie\nBeneficial owner: Cher\n");
    expect(persons).toEqual([
      { firstName: "Jean Paul", lastName: "Muller", role: "DIRECTOR" },
      { firstName: "Marie", lastName: "Curie", role: "UBO" },
    ]);
  });
});

describe("normalisation", () => {
  it("splits an address into street, post code, city and country, the country being required", () => {
    expect(parseAddress("12 Rue X, L-1234 Luxembourg, LU", null)).toEqual({ street: "12 Rue X", postCode: "L-1234", city: "Luxembourg", country: "LU" });
    expect(parseAddress("5 Main Street, Dublin", "IE")).toEqual({ street: "5 Main Street", city: "Dublin", country: "IE" });
    expect(parseAddress("5 Main Street, Dublin", null)).toBeNull();
    expect(parseAddress("1 Quai, 75001  Paris 1er, FR", null)).toEqual({ street: "1 Quai", postCode: "75001", city: "Paris 1er", country: "FR" });
    expect(parseAddress("1 Quai, Saint Denis, FR", null)).toEqual({ street: "1 Quai", city: "Saint Denis", country: "FR" });
  });

  it("needs two words to make a person's name", () => {
    expect(splitName("  Anna   Maria Schmidt ")).toEqual({ firstName: "Anna Maria", lastName: "Schmidt" });
    expect(splitName("Cher")).toBeNull();
  });
});

describe("summarize", () => {
  it("prefers the manifest over documents, and the first document in path order over later ones", () => {
    const data = summarize("Anna", { folder: "Anna", name: "Anna Schmidt", country: "LU" }, "manifest.csv", [
      { path: "Anna/b.txt", text: "Date of birth: 02/02/1982\nCountry: FR" },
      { path: "Anna/a.txt", text: "Date of birth: 01/10/1980\nName: Other Name" },
    ]);
    expect(data.entityType).toBe("INDIVIDUAL");
    expect(data.fields.name).toEqual({ value: "Anna Schmidt", source: "manifest.csv" });
    expect(data.fields["individual.residenceCountry"]).toEqual({ value: "LU", source: "manifest.csv" });
    expect(data.fields["individual.dateOfBirth"]).toEqual({ value: "1980-10-01", source: "Anna/a.txt" });
  });

  it("names the item after its folder when nothing else does", () => {
    expect(summarize("Unknown investor", null, "manifest.csv", []).fields.name).toEqual({ value: "Unknown investor", source: "folder" });
  });

  it("takes a company name or registration number as a business, with its controlling persons", () => {
    const data = summarize("Acme", null, "manifest.csv", [{ path: "Acme/extract.txt", text: "Company name: Acme SA\nRCS: B123456\nDirector: Jean Muller" }]);
    expect(data.entityType).toBe("BUSINESS");
    expect(data.fields.name.value).toBe("Acme SA");
    expect(data.fields["business.registrationNumber"]).toEqual({ value: "B123456", source: "Acme/extract.txt" });
    expect(data.controllingPersons).toEqual([{ value: { firstName: "Jean", lastName: "Muller", role: "DIRECTOR" }, source: "Acme/extract.txt" }]);
  });

  it("keeps only values the application's own rules accept", () => {
    const data = summarize("Anna", { folder: "Anna", name: "Anna Schmidt", email: "not-an-email", country: "Luxembourg" }, "manifest.csv", []);
    expect(data.fields.email).toBeUndefined();
    expect(data.fields["individual.residenceCountry"]).toBeUndefined();
  });

  it("reads a TIN with its issuing country prefixed, suffixed or from the residence", () => {
    const tinOf = (tin: string) => summarize("A", { folder: "A", name: "Anna Schmidt", country: "LU", tin }, "m", []).fields["individual.tins"]?.value;
    expect(tinOf("DE 123-45")).toEqual([{ tin: "123-45", issuedBy: "DE" }]);
    expect(tinOf("123-45 (FR)")).toEqual([{ tin: "123-45", issuedBy: "FR" }]);
    expect(tinOf("1234567")).toEqual([{ tin: "1234567", issuedBy: "LU" }]);
    expect(tinOf("DE: - 123 45")).toEqual([{ tin: "123 45", issuedBy: "DE" }]);
    expect(tinOf("123-45   (fr)")).toEqual([{ tin: "123-45", issuedBy: "FR" }]);
    expect(tinOf("DE123")).toEqual([{ tin: "DE123", issuedBy: "LU" }]);
  });
});
