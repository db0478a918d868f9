// The adverse-media reading of one article about one subject (src/domain/screening/media): which risk
// categories and how far proceedings went, the severity tier that implies, and the automated clearing
// reasons (spec 2.1) of an unreadable page, a namesake and a harmless mention.
import { assessArticle, type MediaSubject } from "../../../src/domain/screening/media/relevance";
import { chooseSeverity, readAdverse } from "../../../src/domain/screening/media/adverse";
import { jaccard, sentences } from "../../../src/domain/screening/media/text";

const subject: MediaSubject = { kind: "individual", name: "Marta Quell", birthDate: "1970-05-04", countries: ["DE"] } as MediaSubject;
const article = (title: string, body: string, publishedAt = "2026-01-10T00:00:00Z") => ({
  url: "https://news.example/a",
  title,
  body,
  publisher: "Example News",
  publishedAt,
});
const TIERS = ["High", "Medium", "Low"];

describe("reading an article for adverse content", () => {
  it("finds the categories, gravest first, and the furthest stage reached", () => {
    const r = readAdverse("The businesswoman was charged with money laundering and bribery after a long investigation.");
    expect(r.categories.map((c) => c.label)).toEqual(["Money laundering", "Corruption and bribery"]);
    expect(r.stage).toBe(2);
    expect(readAdverse("He was convicted of fraud.").stage).toBe(3);
    expect(readAdverse("She opened a bakery.").categories).toEqual([]);
  });

  it("matches whole words only, and calls proceedings without a named category criminal proceedings", () => {
    expect(readAdverse("The launderette reopened on Monday.").categories).toEqual([]);
    expect(readAdverse("Police arrested the driver on Tuesday.").categories.map((c) => c.label)).toEqual(["Criminal proceedings"]);
    expect(readAdverse("Residents alleged the noise was unbearable.").categories).toEqual([]);
  });

  it("tiers by gravity (category weight + stage): charged fraud is the most severe, an alleged fine the least", () => {
    expect(chooseSeverity(readAdverse("charged with fraud"), TIERS)).toMatchObject({ level: 0, label: "High" });
    expect(chooseSeverity(readAdverse("accused of fraud"), TIERS)).toMatchObject({ level: 1, label: "Medium" });
    expect(chooseSeverity(readAdverse("the firm was fined"), TIERS)).toMatchObject({ level: 2, label: "Low" });
    expect(chooseSeverity(readAdverse("reports of terrorist financing"), TIERS).level).toBe(0);
    // An account's own tiers: levels spread over first, middle and last.
    expect(chooseSeverity(readAdverse("charged with fraud"), ["S1", "S2", "S3", "S4", "S5"]).label).toBe("S1");
    expect(chooseSeverity(readAdverse("accused of fraud"), ["S1", "S2", "S3", "S4", "S5"]).label).toBe("S3");
    expect(chooseSeverity(readAdverse("the firm was fined"), ["S1", "S2", "S3", "S4", "S5"]).label).toBe("S5");
  });
});

describe("assessing an article about a subject", () => {
  it("clears an unreadable page SOURCE_PAGE_UNREADABLE", () => {
    expect(assessArticle(subject, article("Marta Quell charged", "  ... ")).clearedReason).toBe("SOURCE_PAGE_UNREADABLE");
  });

  it("clears an article that never names the subject SEARCH_RESULT_NOT_IDENTIFIED", () => {
    const a = assessArticle(
      subject,
      article(
        "Fraud trial opens",
        "Another executive, Hans Weber, was charged with fraud in Berlin on Monday. Local officials said the case had drawn wide attention across the region this week.",
      ),
    );
    expect(a).toMatchObject({ clearedReason: "SEARCH_RESULT_NOT_IDENTIFIED", identification: 0 });
    expect(a.explanation).toContain("does not occur");
  });

  it("clears a namesake whose age in the article is not the subject's", () => {
    const a = assessArticle(
      subject,
      article(
        "Quell charged",
        "Marta Quell, 23, was charged with fraud in Munich on Monday, prosecutors said. Local officials said the case had drawn wide attention across the region this week.",
      ),
    );
    expect(a.clearedReason).toBe("SEARCH_RESULT_NOT_IDENTIFIED");
    expect(a.explanation).toMatch(/another person/);
  });

  it("clears a harmless mention NOTHING_ADVERSE_REPORTED, and keeps an adverse one with its categories, stage and incident sentence", () => {
    expect(
      assessArticle(
        subject,
        article(
          "Bakery opens",
          "Marta Quell opened a new bakery in Hamburg, selling rye bread to the neighbourhood. Local officials said the case had drawn wide attention across the region this week.",
        ),
      ).clearedReason,
    ).toBe("NOTHING_ADVERSE_REPORTED");
    const a = assessArticle(
      subject,
      article(
        "Executive charged",
        "Prices rose in spring. Marta Quell, 55, was charged with money laundering in Frankfurt. The trial starts in May. Local officials said the case had drawn wide attention across the region this week.",
      ),
    );
    expect(a.clearedReason).toBeNull();
    expect(a.categories.map((c) => c.label)).toEqual(["Money laundering"]);
    expect(a.stage).toBe(2);
    expect(a.incidentSummary).toBe("Marta Quell, 55, was charged with money laundering in Frankfurt.");
    expect(a.identification).toBeGreaterThan(0.85);
    expect(a.snippet).not.toContain("Prices rose");
  });
});

describe("text helpers", () => {
  it("split sentences and compare token sets", () => {
    expect(sentences("One here. Two there! Three?")).toEqual(["One here.", "Two there!", "Three?"]);
    expect(jaccard(new Set(["a", "b"]), new Set(["b", "c"]))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});
