// Adverse media: relevance and clearing of articles, stories with their primary hit,
// order, category, severity and description, the providers, the optional LLM step, and recording on
// the real database through the same listing GET /api/v1/screening/hits serves.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ConfigError, loadConfig, type LlmConfig } from "../../src/config";
import { automationActor } from "../../src/domain/auth/context";
import { verifyAuditChain } from "../../src/domain/audit/trail";
import { ADVERSE_CATEGORIES, chooseSeverity, readAdverse } from "../../src/domain/screening/media/adverse";
import { describeWithLlm, refineStoryDescriptions } from "../../src/domain/screening/media/llm";
import { createMediaSearchProvider, FileMediaProvider, HttpMediaProvider, type MediaArticle } from "../../src/domain/screening/media/provider";
import { recordAdverseMedia } from "../../src/domain/screening/media/record";
import { assessArticle, type MediaSubject } from "../../src/domain/screening/media/relevance";
import { getTaxonomy } from "../../src/domain/screening/taxonomy";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { inTransaction } from "../../src/db/transaction";

const SAMPLE = path.join(__dirname, "../../data/media/invented-articles.json");
const MAREN: MediaSubject = { kind: "individual", name: "Maren Holt", birthDate: "1971-04-12", countries: ["dk"] };

let svc: TestService;
let api: ReturnType<typeof client>;
let accountId: string;
let sample: MediaArticle[];

beforeAll(async () => {
  svc = await startTestService();
  const account = await svc.newAccount({ user: "ada.media@example.com" });
  accountId = account.accountId;
  api = client(svc.url, account.key);
  sample = await new FileMediaProvider(SAMPLE).search({ name: "Maren Holt", kind: "individual", countries: ["DK"] });
});
afterAll(() => svc.close());

const byPublisher = (publisher: string, day: string) => sample.find((a) => a.publisher === publisher && a.publishedAt.startsWith(day))!;
const harbourCrest = () => [
  byPublisher("The Northern Ledger", "2025-03-02"),
  byPublisher("Baltic Wire Service", "2025-03-04"),
  byPublisher("Kestrel Business Daily", "2025-03-09"),
];

/** A new article of the Harbour Crest case, after the three others, naming age and nationality. */
const bailArticle: MediaArticle = {
  url: "https://baltic-wire.example/news/holt-bail",
  title: "Harbour Crest Shipping finance director released on bail in fraud case",
  body: "Maren Holt, 53, the Danish finance director of Harbour Crest Shipping charged with fraud and money laundering, was released on bail on Wednesday. The Vellmar Economic Crime Unit said its investigation into the Solmere Bank transfers continues.",
  publisher: "Baltic Wire Service",
  publishedAt: "2025-03-12T09:00:00Z",
};

async function marenApplication() {
  const app = await createApplication(api, {
    name: "Maren Holt",
    individual: { firstName: "Maren", lastName: "Holt", dateOfBirth: "1971-04-12", nationality: "DK" },
  });
  return { applicationId: app.id as string, individualId: app.individuals[0].id as string };
}

async function record(
  target: { applicationId: string; individualId: string },
  articles: MediaArticle[],
  origin: "INITIAL_SCREENING" | "ONGOING_MONITORING" = "INITIAL_SCREENING",
) {
  const db = svc.db.prisma;
  const taxonomy = await getTaxonomy(db, automationActor(accountId));
  return inTransaction(db, (tx) =>
    recordAdverseMedia(tx, {
      accountId,
      applicationId: target.applicationId,
      subject: { kind: "individual", id: target.individualId },
      origin,
      articles,
      taxonomy,
    }),
  );
}

async function screeningHits(applicationId: string) {
  const res = await api.get(`/api/v1/screening/hits?applicationId=${applicationId}`);
  expect(res.status).toBe(200);
  return res.body as { adverseMedia: any[]; adverseMediaStories: any[] };
}

const urlsOf = (story: any) => story.memberHits.map((h: any) => h.details.url);

describe("relevance and clearing of one article", () => {
  it("clears a namesake whose age and nationality are another person's as SEARCH_RESULT_NOT_IDENTIFIED", () => {
    const a = assessArticle(MAREN, byPublisher("Prairie Evening Post", "2025-05-10"));
    expect(a.clearedReason).toBe("SEARCH_RESULT_NOT_IDENTIFIED");
    expect(a.explanation).toMatch(/age 24 stated, the subject was 54/);
    expect(a.explanation).toMatch(/country CA/);
  });

  it("clears an article that does not name the subject as SEARCH_RESULT_NOT_IDENTIFIED", () => {
    const other = { ...bailArticle, title: "Shipping finance director bailed", body: bailArticle.body.replace("Maren Holt", "Jonas Brenner") };
    expect(assessArticle(MAREN, other).clearedReason).toBe("SEARCH_RESULT_NOT_IDENTIFIED");
  });

  it("clears an award as NOTHING_ADVERSE_REPORTED, and an empty page as SOURCE_PAGE_UNREADABLE", () => {
    expect(assessArticle(MAREN, byPublisher("Maritime Review Weekly", "2024-11-20")).clearedReason).toBe("NOTHING_ADVERSE_REPORTED");
    expect(assessArticle(MAREN, byPublisher("Vellmar Courier", "2025-03-05")).clearedReason).toBe("SOURCE_PAGE_UNREADABLE");
  });

  it("keeps a report naming the subject with matching details, saying what agreed", () => {
    const a = assessArticle(MAREN, byPublisher("The Northern Ledger", "2025-03-02"));
    expect(a.clearedReason).toBeNull();
    expect(a.explanation).toMatch(/agreed: age 53 at publication, country DK/);
    expect(a.categories.map((c) => c.label)).toEqual(["Fraud"]);
    expect(a.identification).toBeGreaterThan(assessArticle(MAREN, byPublisher("Baltic Wire Service", "2025-03-04")).identification);
  });

  it("finds a name reordered or with accents and a middle initial", () => {
    const article = { ...bailArticle, body: bailArticle.body.replace("Maren Holt, 53,", "HOLT, Mären J., 53,") };
    expect(assessArticle(MAREN, article).clearedReason).toBeNull();
  });
});

describe("businesses and the taxonomy", () => {
  it("identifies a business reported without its legal form", () => {
    const business: MediaSubject = { kind: "business", name: "Harbour Crest Shipping A/S", birthDate: null, countries: ["dk"] };
    const a = assessArticle(business, byPublisher("Kestrel Business Daily", "2025-03-09"));
    expect(a.clearedReason).toBeNull();
    expect(assessArticle({ ...business, name: "Crest Harbour Shipping" }, byPublisher("Kestrel Business Daily", "2025-03-09")).clearedReason).toBe(
      "SEARCH_RESULT_NOT_IDENTIFIED",
    );
  });

  it("describes every category in at most 12 words (spec 2.1)", () => {
    for (const c of ADVERSE_CATEGORIES) expect(c.description.split(/\s+/).length).toBeLessThanOrEqual(12);
  });
});

describe("severity rule", () => {
  it("maps gravity onto the account's tiers, most severe first", () => {
    const charged = readAdverse("She was charged with fraud.");
    const probed = readAdverse("Investigators allege bribery.");
    const fined = readAdverse("The regulator fined the firm.");
    expect([charged, probed, fined].map((r) => chooseSeverity(r, ["High", "Medium", "Low"]).label)).toEqual(["High", "Medium", "Low"]);
    expect([charged, probed, fined].map((r) => chooseSeverity(r, ["Severe", "Elevated", "Moderate", "Minor"]).label)).toEqual(["Severe", "Moderate", "Minor"]);
    expect(chooseSeverity(readAdverse("He is suspected of terrorist financing."), ["High", "Medium", "Low"]).label).toBe("High");
  });
});

describe("recording adverse media", () => {
  it("stores every article as a hit, cleared ones cleared with their reason, and groups the rest into stories", async () => {
    const target = await marenApplication();
    const result = await record(target, sample);
    expect(result.createdHitIds).toHaveLength(8);
    expect(result.groupIds).toHaveLength(2);

    const view = await screeningHits(target.applicationId);
    const cleared = view.adverseMedia.filter((h) => h.status === "FALSE_POSITIVE");
    expect(cleared.map((h) => [h.source, h.matchResult.clearedReason]).sort()).toEqual([
      ["Maritime Review Weekly", "NOTHING_ADVERSE_REPORTED"],
      ["Prairie Evening Post", "SEARCH_RESULT_NOT_IDENTIFIED"],
      ["Vellmar Courier", "SOURCE_PAGE_UNREADABLE"],
    ]);
    for (const h of cleared) expect(h).toMatchObject({ groupId: null, matchResult: { isMatch: false, severity: null } });
    const open = view.adverseMedia.filter((h) => h.status === "NOT_REVIEWED");
    expect(open).toHaveLength(5);
    for (const h of open) {
      expect(h).toMatchObject({ type: "ADVERSE_MEDIA", origin: "INITIAL_SCREENING", individualId: target.individualId, enriched: true });
      expect(Object.keys(h.details)).toEqual(expect.arrayContaining(["title", "description", "url", "publisher", "publishingDate"]));
      expect(h.matchResult).toMatchObject({ isMatch: true, reviewNote: "", clearedReason: null });
      expect(h.matchResult.matchExplanation).toMatch(/Name found/);
      expect(h.matchResult.incidentSummary).toMatch(/Holt/);
      expect(h.matchResult.categories.length).toBeGreaterThan(0);
    }

    const stories = view.adverseMediaStories;
    expect(stories).toHaveLength(2);
    const fraud = stories.find((s) => s.category.label === "Fraud")!;
    const bribery = stories.find((s) => s.category.label === "Corruption and bribery")!;
    // Same event from three outlets: one story, newest development first, the primary (most confident, then latest) leading.
    expect(urlsOf(fraud)).toEqual(
      harbourCrest()
        .map((a) => a.url)
        .reverse(),
    );
    expect(fraud.primaryHitId).toBe(fraud.memberHits[0].id);
    expect(fraud.memberHitIds).toEqual(fraud.memberHits.map((h: any) => h.id));
    expect(fraud.memberHits[0].source).toBe("Kestrel Business Daily");
    expect(fraud).toMatchObject({
      type: "ADVERSE_MEDIA",
      severity: "High",
      headline: "Harbour Crest Shipping finance director charged with fraud and money laundering",
      reviewerNote: null,
    });
    expect(fraud.category.description.split(/\s+/).length).toBeLessThanOrEqual(12);
    expect(fraud.tierRationale).toMatch(/charges or arrest/);
    expect(fraud.summary).toMatch(/3 reports/);
    // The extractive description names the subject and cites the outlets.
    expect(fraud.aiDescription).toMatch(/Maren Holt/);
    for (const outlet of ["The Northern Ledger", "Baltic Wire Service", "Kestrel Business Daily"]) expect(fraud.aiDescription).toContain(outlet);
    expect(fraud.aiDescription).toMatch(/charged Maren Holt, 53, .* with fraud and money laundering\. \(Kestrel Business Daily, 2025-03-09\)/);
    expect(fraud.aiDescription.length).toBeLessThanOrEqual(1200);
    // A different event about the same person: another story.
    expect(bribery.memberHits.map((h: any) => h.source)).toEqual(["The Northern Ledger", "Vellmar Courier"]);
    expect(bribery.severity).toBe("Medium");
    // Written like every other change: audited on the application's chain, one review task per open hit.
    expect(await verifyAuditChain(svc.db.prisma, target.applicationId)).toMatchObject({ ok: true });
    expect(await svc.db.prisma.task.count({ where: { applicationId: target.applicationId, type: "SCREENING_HIT_REVIEW" } })).toBe(5);
    expect(Object.keys(fraud)).toEqual(
      expect.arrayContaining([
        "id",
        "type",
        "headline",
        "summary",
        "aiDescription",
        "primaryHitId",
        "memberHitIds",
        "category",
        "severity",
        "reviewerNote",
        "tierRationale",
        "memberHits",
      ]),
    );
  });

  it("creates nothing and changes no story when the same articles come again", async () => {
    const target = await marenApplication();
    await record(target, sample);
    const before = await screeningHits(target.applicationId);
    const rerun = await record(target, [...sample].reverse(), "ONGOING_MONITORING");
    expect(rerun).toEqual({ createdHitIds: [], groupIds: [] });
    expect(await screeningHits(target.applicationId)).toEqual(before);
  });

  it("adds a new article of a known event to its story: newest first, and it leads as the most credible latest report", async () => {
    const target = await marenApplication();
    const first = await record(target, harbourCrest());
    expect(first.groupIds).toHaveLength(1);
    const [story] = (await screeningHits(target.applicationId)).adverseMediaStories;

    const next = await record(target, [...harbourCrest(), bailArticle], "ONGOING_MONITORING");
    expect(next.createdHitIds).toHaveLength(1);
    expect(next.groupIds).toEqual([story.id]);
    const after = await screeningHits(target.applicationId);
    expect(after.adverseMediaStories).toHaveLength(1);
    const [grown] = after.adverseMediaStories;
    expect(urlsOf(grown)).toEqual([bailArticle.url, ...urlsOf(story)]);
    expect(grown.primaryHitId).toBe(next.createdHitIds[0]);
    expect(grown.memberHits[0].origin).toBe("ONGOING_MONITORING");
    expect(grown.aiDescription).not.toBe(story.aiDescription);
  });

  it("forms the same stories whatever order the articles arrive in", async () => {
    const a = await marenApplication();
    const b = await marenApplication();
    await record(a, sample);
    await record(b, [...sample].reverse());
    const shape = async (applicationId: string) =>
      (await screeningHits(applicationId)).adverseMediaStories
        .map((s) => ({ urls: urlsOf(s), headline: s.headline, aiDescription: s.aiDescription, severity: s.severity }))
        .sort((x, y) => x.headline.localeCompare(y.headline));
    expect(await shape(b.applicationId)).toEqual(await shape(a.applicationId));
  });

  it("refuses a malformed article with a 400-class error and writes nothing", async () => {
    const target = await marenApplication();
    await expect(record(target, [{ ...bailArticle, publishedAt: "last Tuesday" }])).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await screeningHits(target.applicationId)).adverseMedia).toEqual([]);
  });

  it("answers 404 for a person of another account's application", async () => {
    const other = await svc.newAccount();
    const otherApp = await createApplication(client(svc.url, other.key), { individual: { firstName: "Maren", lastName: "Holt" } });
    await expect(record({ applicationId: otherApp.id, individualId: otherApp.individuals[0].id }, sample)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

/** A local HTTP server answering with `handler`; closed after the test. */
async function serve(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

describe("media search providers", () => {
  it("file provider: finds articles by the normalised name, none for an unknown one", async () => {
    const provider = new FileMediaProvider(SAMPLE);
    expect(await provider.search({ name: "  MÄREN   holt ", kind: "individual", countries: [] })).toHaveLength(8);
    expect(await provider.search({ name: "Nobody Known", kind: "individual", countries: [] })).toEqual([]);
  });

  it("HTTP provider: sends the name, kind, countries and the key, and reads {articles}", async () => {
    let seen: URL | null = null;
    const { url, server } = await serve((req, res) => {
      seen = new URL(req.url!, "http://x");
      if (req.headers.authorization !== "Bearer right-key") {
        res.writeHead(401, { "content-type": "application/json" }).end('{"error":"bad key"}');
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ articles: [bailArticle] }));
    });
    try {
      const provider = new HttpMediaProvider({ url: `${url}/search`, apiKey: "right-key", timeoutMs: 2000 });
      expect(await provider.search({ name: "Maren Holt", kind: "individual", countries: ["dk", "se"] })).toEqual([bailArticle]);
      expect(seen!.pathname).toBe("/search");
      expect(seen!.searchParams.get("q")).toBe("Maren Holt");
      expect(seen!.searchParams.get("kind")).toBe("individual");
      expect(seen!.searchParams.getAll("countries")).toEqual(["dk", "se"]);
      const wrongKey = new HttpMediaProvider({ url: `${url}/search`, apiKey: "wrong", timeoutMs: 2000 });
      await expect(wrongKey.search({ name: "Maren Holt", kind: "individual", countries: [] })).rejects.toThrow(
        /answered 401 Unauthorized: \{"error":"bad key"\}/,
      );
    } finally {
      await closeServer(server);
    }
  });

  it("HTTP provider: a malformed answer and a timeout are clear errors", async () => {
    const { url, server } = await serve((req, res) => {
      if (req.url!.includes("slow")) return void setTimeout(() => res.end("{}"), 1000);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ articles: [{ url: "not a url" }] }));
    });
    try {
      await expect(new HttpMediaProvider({ url, apiKey: "k", timeoutMs: 2000 }).search({ name: "x", kind: "business", countries: [] })).rejects.toThrow(
        /unexpected shape: articles\.0\.url/,
      );
      await expect(
        new HttpMediaProvider({ url: `${url}/slow`, apiKey: "k", timeoutMs: 100 }).search({ name: "x", kind: "business", countries: [] }),
      ).rejects.toThrow(/no answer within 100 ms/);
    } finally {
      await closeServer(server);
    }
  });

  it("configuration: none set is off and says so; a URL needs its key; a file is the file provider", () => {
    const off = loadConfig({});
    expect(off.mediaSearch).toBeNull();
    expect(createMediaSearchProvider(off.mediaSearch)).toMatchObject({ provider: null, status: expect.stringMatching(/adverse-media screening is off/) });
    expect(() => loadConfig({ MEDIA_SEARCH_URL: "https://media.example/search" })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_SEARCH_URL: "https://media.example/search", MEDIA_SEARCH_API_KEY: "k", MEDIA_SEARCH_FILE: SAMPLE })).toThrow(/not both/);
    expect(createMediaSearchProvider(loadConfig({ MEDIA_SEARCH_FILE: SAMPLE }).mediaSearch).provider).toBeInstanceOf(FileMediaProvider);
    expect(loadConfig({ MEDIA_SEARCH_URL: "https://media.example/search", MEDIA_SEARCH_API_KEY: "k" }).mediaSearch).toMatchObject({
      kind: "http",
      timeoutMs: 10_000,
    });
    expect(loadConfig({}).llm).toBeNull();
    expect(() => loadConfig({ LLM_BASE_URL: "http://127.0.0.1:1/v1" })).toThrow(/LLM_MODEL/);
  });
});

describe("optional LLM description", () => {
  const story = {
    subjectName: "Maren Holt",
    headline: "h",
    extractive: "EXTRACTIVE",
    articles: [{ publisher: "P", date: "2025-03-02", title: "t", text: "x" }],
  };

  it("uses an OpenAI-compatible endpoint when on, and keeps the extractive text when off, failing or slow", async () => {
    const requests: any[] = [];
    const { url, server } = await serve((req, res, body) => {
      requests.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      if (req.headers.authorization === "Bearer broken") return void res.writeHead(500).end("model crashed");
      if (req.headers.authorization === "Bearer slow") return void setTimeout(() => res.end("{}"), 1000);
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ choices: [{ message: { role: "assistant", content: "Maren Holt was charged (Kestrel Business Daily, 2025-03-09)." } }] }));
    });
    const config = (apiKey: string, timeoutMs = 2000): LlmConfig => ({ baseUrl: `${url}/v1`, apiKey, model: "small-model", timeoutMs });
    try {
      expect(await describeWithLlm(config("good"), story)).toEqual({ text: "Maren Holt was charged (Kestrel Business Daily, 2025-03-09).", by: "llm" });
      expect(requests[0]).toMatchObject({ path: "/v1/chat/completions", auth: "Bearer good", body: { model: "small-model" } });
      expect(requests[0].body.messages[1].content).toContain("Maren Holt");
      expect(await describeWithLlm(null, story)).toEqual({ text: "EXTRACTIVE", by: "extractive" });
      expect(await describeWithLlm(config("broken"), story)).toMatchObject({ text: "EXTRACTIVE", by: "extractive", error: "LLM answered 500" });
      expect(await describeWithLlm(config("slow", 100), story)).toMatchObject({
        text: "EXTRACTIVE",
        by: "extractive",
        error: expect.stringMatching(/within 100 ms/),
      });

      const target = await marenApplication();
      const { groupIds } = await record(target, harbourCrest());
      const db = svc.db.prisma;
      expect(await refineStoryDescriptions(db, config("broken"), accountId, "Maren Holt", groupIds)).toEqual([]);
      const extractive = (await screeningHits(target.applicationId)).adverseMediaStories[0].aiDescription;
      expect(extractive).toMatch(/Kestrel Business Daily/);
      expect(await refineStoryDescriptions(db, config("good"), accountId, "Maren Holt", groupIds)).toEqual(groupIds);
      expect((await screeningHits(target.applicationId)).adverseMediaStories[0].aiDescription).toBe(
        "Maren Holt was charged (Kestrel Business Daily, 2025-03-09).",
      );
    } finally {
      await closeServer(server);
    }
  });
});
