// CLASSIFY (spec 2.8): a document type from the file name and the text's first lines, with a
// confidence; below CONFIDENT the file becomes OTHER and a reviewer gets a task.
import { CONFIDENT, classify, contentTypeOf } from "../../../src/domain/migrations/classify";

describe("classify", () => {
  it("names a passport from its file name alone at 0.6, above the review threshold", () => {
    const c = classify("Anna Schmidt/Passport_scan.pdf", null);
    expect(c).toEqual({ type: "ID_CARD", subType: "PASSPORT", confidence: 0.6 });
    expect(c.confidence).toBeGreaterThanOrEqual(CONFIDENT);
  });

  it("is sure (0.95) when the name and the text's title agree", () => {
    expect(classify("Anna/utility_bill.pdf", "Proof of Address\nElectricity bill")).toEqual({ type: "PROOF_OF_ADDRESS", subType: null, confidence: 0.95 });
  });

  it("lets the text's title win, less surely, when it contradicts the name", () => {
    expect(classify("Anna/passport.pdf", "Bank Statement\nAccount holder: Anna")).toEqual({ type: "BANK_STATEMENT", subType: null, confidence: 0.55 });
  });

  it("reads only the first five lines of the text as its title", () => {
    const text = ["Letter", "", "Dear investor,", "", "Thank you.", "Enclosed: bank statement"].join("\n");
    expect(classify("Anna/scan001.pdf", text)).toEqual({ type: "OTHER", subType: null, confidence: 0 });
  });

  it("classifies by the text when the name says nothing", () => {
    expect(classify("Acme/scan001.pdf", "CERTIFICATE OF INCORPORATION\nAcme SA")).toEqual({
      type: "CERTIFICATE_OF_REGISTRATION",
      subType: null,
      confidence: 0.6,
    });
  });

  it("ignores the folder name: an investor called Passport Ltd does not make every file a passport", () => {
    expect(classify("Passport Ltd/scan001.pdf", null).type).toBe("OTHER");
  });

  it("tells the identity sub-types apart", () => {
    expect(classify("a/drivers_license.jpg", null).subType).toBe("DRIVING_LICENSE");
    expect(classify("a/Driving-Licence.jpg", null).subType).toBe("DRIVING_LICENSE");
    expect(classify("a/national id card.png", null).subType).toBe("ID_CARD");
  });

  it("takes the most specific tax form: W-8BEN-E before W-8BEN", () => {
    expect(classify("Acme/W-8BEN-E.pdf", null).type).toBe("W_8_BEN_E");
    expect(classify("Anna/w8ben.pdf", null).type).toBe("W_8");
    expect(classify("Anna/W9 form.pdf", null).type).toBe("W_9");
  });

  it("recognises the corporate documents a KYB file carries", () => {
    expect(classify("Acme/Articles of Association.pdf", null).type).toBe("ARTICLES_OF_ASSOCIATION");
    expect(classify("Acme/register_of_shareholders.xlsx", null).type).toBe("REGISTER_OF_SHAREHOLDERS");
    expect(classify("Acme/trade register extract.pdf", null).type).toBe("COMPANY_REGISTRY_EXTRACT");
    expect(classify("Acme/UBO register.pdf", null).type).toBe("UBO_REGISTER_EXTRACT");
    expect(classify("Anna/Résumé.pdf", null).type).toBe("CV_RESUME");
  });

  it("answers OTHER at 0 for what it does not recognise", () => {
    expect(classify("Anna/holiday.jpg", "Beach")).toEqual({ type: "OTHER", subType: null, confidence: 0 });
  });
});

describe("contentTypeOf", () => {
  it("maps the extensions a migration carries, in any case", () => {
    expect(contentTypeOf("a/Scan.PDF")).toBe("application/pdf");
    expect(contentTypeOf("a/notes.md")).toBe("text/plain");
    expect(contentTypeOf("a/photo.JPEG")).toBe("image/jpeg");
    expect(contentTypeOf("manifest.csv")).toBe("text/csv");
  });

  it("falls back to application/octet-stream", () => {
    expect(contentTypeOf("a/archive.7z")).toBe("application/octet-stream");
    expect(contentTypeOf("a/no-extension")).toBe("application/octet-stream");
  });
});
