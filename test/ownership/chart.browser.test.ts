// The ownership chart as a reader sees it: fetched over real HTTP from the test service by headless
// Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH), and checked from the rendered DOM: every
// box visible with its name and apart from the others, the shares on the edges, the UBO, screening and
// sanctions marks, and a name written as markup shown as text. Screenshots go to /tmp for a human look.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let svc: TestService;
let api: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;
let key: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  svc = await startTestService();
  const account = await svc.newAccount({ user: "chloe.chart@example.com" });
  key = account.key;
  api = client(svc.url, key);
  stranger = client(svc.url, (await svc.newAccount()).key);
  // Chromium's sandbox needs user namespaces a container running as root may not give.
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
});
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

const EVIL = "<script>alert(1)</script>";

/** The worked example of docs/ownership.md, with key persons screened three ways and a name written as markup. */
async function structure() {
  const created = await api.post("/api/v1/applications", { entityType: "BUSINESS", name: "HoldCo SARL", business: { name: "HoldCo SARL", country: "LU" } });
  expect(created.status).toBe(201);
  const app: string = created.body.id;
  const person = async (firstName: string, lastName: string) => {
    const res = await api.post(`/api/v1/applications/${app}/individuals`, { firstName, lastName, role: "UBO" });
    expect(res.status).toBe(201);
    return (res.body.individuals as { id: string; firstName: string }[]).find((i) => i.firstName === firstName)!.id;
  };
  const alice = await person("Alice", "Example");
  const bob = await person("Bob", "Beispiel");
  const sam = await person("Sam", "Settlor");
  const hit = async (individualId: string, status: string) => {
    const res = await api.post("/api/v1/screening/hits", { applicationId: app, individualId, title: "Named in a sanctions notice", type: "SANCTIONS", status });
    expect(res.status).toBe(200);
  };
  await hit(alice, "CONFIRMED");
  await hit(bob, "IN_REVIEW");
  await hit(bob, "NOT_REVIEWED");
  await hit(sam, "FALSE_POSITIVE");
  const node = async (body: Record<string, unknown>) => {
    const res = await api.post(`/api/v1/applications/${app}/ownership/nodes`, body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const n = {
    holdco: await node({ kind: "BUSINESS", name: "HoldCo SARL", applicant: true, businessId: created.body.businesses[0].id, country: "LU" }),
    trust: await node({ kind: "TRUST", name: "Lindqvist Family Trust", country: "JE" }),
    opco: await node({ kind: "BUSINESS", name: "OpCo GmbH", country: "DE" }),
    alice: await node({ kind: "INDIVIDUAL", name: "Alice Example", country: "DE", individualId: alice }),
    bob: await node({ kind: "INDIVIDUAL", name: "Bob Beispiel", country: "FR", individualId: bob }),
    chen: await node({ kind: "INDIVIDUAL", name: EVIL, country: "SG" }),
    sam: await node({ kind: "INDIVIDUAL", name: "Sam Settlor", country: "GB", individualId: sam }),
    dora: await node({ kind: "INDIVIDUAL", name: "Dora Director", country: "LU" }),
  };
  const edge = async (ownerNodeId: string, ownedNodeId: string, rest: Record<string, unknown>) => {
    const res = await api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId, ownedNodeId, ...rest });
    expect(res.status).toBe(201);
  };
  await edge(n.trust, n.holdco, { kind: "OWNERSHIP", percent: 60 });
  await edge(n.opco, n.holdco, { kind: "OWNERSHIP", percent: 40 });
  await edge(n.alice, n.opco, { kind: "OWNERSHIP", percent: 50 });
  await edge(n.bob, n.opco, { kind: "OWNERSHIP", percent: 30 });
  await edge(n.chen, n.opco, { kind: "OWNERSHIP", percentLow: 15, percentHigh: 20 });
  await edge(n.sam, n.trust, { kind: "CONTROL", role: "SETTLOR" });
  await edge(n.dora, n.holdco, { kind: "CONTROL", role: "DIRECTOR" });
  return { app, n };
}

interface Rendered {
  boxes: {
    id: string;
    name: string;
    x: number;
    y: number;
    width: number;
    height: number;
    nameWidth: number;
    hitTest: boolean;
    screening: string;
    label: string;
  }[];
  edgeLabels: string[];
  ubos: string[];
  scripts: number;
  foreign: number;
  legend: string;
  banner: string | null;
  sanctioned: string[];
  alerts: string[];
}

/** Opens the chart route in Chromium (the API key as a header) and reads what it drew. */
async function render(path: string, screenshot: string) {
  const page = await browser.newPage({ extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const response = await page.goto(svc.url + path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  const size = await page.evaluate(() => ({
    width: document.documentElement.getBoundingClientRect().width,
    height: document.documentElement.getBoundingClientRect().height,
  }));
  await page.setViewportSize({ width: Math.ceil(size.width), height: Math.ceil(size.height) });
  const rendered: Rendered = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll("g.node")].map((g) => {
      const rect = g.querySelector("rect.box")!.getBoundingClientRect();
      const name = g.querySelector("text.name")!;
      // Visible: the box's centre hit-tests to this node's group (nothing drawn over it there).
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2 - 8);
      return {
        id: g.getAttribute("data-node-id")!,
        name: name.textContent!,
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        nameWidth: name.getBoundingClientRect().width,
        hitTest: Boolean(hit && g.contains(hit)),
        screening: g.getAttribute("data-screening")!,
        label: g.querySelector("text.screening-label")!.textContent!,
      };
    });
    return {
      boxes,
      edgeLabels: [...document.querySelectorAll("g.edge-label text")].map((t) => t.textContent!),
      ubos: [...document.querySelectorAll("g.node.ubo text.name")].map((t) => t.textContent!),
      scripts: document.getElementsByTagName("script").length,
      foreign: document.getElementsByTagName("foreignObject").length,
      legend: document.querySelector("g.legend")?.textContent ?? "",
      banner: document.querySelector("text.chart-capped")?.textContent ?? null,
      sanctioned: [...document.querySelectorAll("g.node")]
        .filter((g) => g.querySelector("g.sanction-mark"))
        .map((g) => `${g.querySelector("text.name")!.textContent} ${g.querySelector("g.sanction-mark text")!.textContent}`),
      alerts: [...document.querySelectorAll("text.chart-alert")].map((t) => t.textContent!),
    };
  });
  await page.screenshot({ path: screenshot });
  await page.close();
  expect(dialogs).toEqual([]);
  return rendered;
}

function overlapping(boxes: Rendered["boxes"]) {
  const found: string[] = [];
  for (const a of boxes)
    for (const b of boxes)
      if (a.id < b.id && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) found.push(`${a.name} / ${b.name}`);
  return found;
}

describe("the ownership chart in a browser", () => {
  it("draws every node with its name, apart, with shares, roles, UBO and screening marks, and markup as text", async () => {
    const { app, n } = await structure();
    const chart = await render(`/api/v1/applications/${app}/ownership/chart`, "/tmp/ownership-chart.png");
    const names = ["HoldCo SARL", "Lindqvist Family Trust", "OpCo GmbH", "Alice Example", "Bob Beispiel", EVIL, "Sam Settlor", "Dora Director"];
    expect(chart.boxes.map((b) => b.name).sort()).toEqual([...names].sort());
    for (const box of chart.boxes) {
      expect(box.width).toBeGreaterThan(100);
      expect(box.hitTest).toBe(true);
      expect(box.nameWidth).toBeLessThanOrEqual(box.width - 10);
    }
    expect(overlapping(chart.boxes)).toEqual([]);
    // The applicant on top, each holder below what it holds.
    const y = (id: string) => chart.boxes.find((b) => b.id === id)!.y;
    expect(Math.min(...chart.boxes.map((b) => b.y))).toBe(y(n.holdco));
    expect(y(n.opco)).toBeGreaterThan(y(n.holdco));
    expect(y(n.alice)).toBeGreaterThan(y(n.opco));
    expect(chart.edgeLabels.sort()).toEqual(["15–20 %", "30 %", "40 %", "50 %", "60 %", "Director", "Settlor"].sort());
    // The settlor of the trust and Alice (20 % through OpCo) are not both UBOs at 25 %: the settlor is.
    expect(chart.ubos).toContain("Sam Settlor");
    const state = (id: string) => chart.boxes.find((b) => b.id === id)!;
    // A hit first: confirmed, then awaiting review; the sanctions hits count the owners as sanctioned.
    expect(state(n.alice)).toMatchObject({ screening: "CONFIRMED", label: "confirmed hit (1)" });
    expect(state(n.bob)).toMatchObject({ screening: "IN_REVIEW", label: "hits in review (2)" });
    expect(chart.sanctioned.sort()).toEqual(["Alice Example sanctioned", "Bob Beispiel sanctioned?"]);
    // Alice holds half of OpCo, which then counts whole: its 40 % of HoldCo (docs/ownership.md, the 50 % rule).
    expect(chart.alerts).toEqual(["Sanctioned ownership: 40 % confirmed, 40 % counting hits awaiting review; under the 50 % rule."]);
    // Without hits (Sam's is a false positive), the node's screening as GraphQL reports it: still running, or clear.
    const screened = await api.graphql<{ ownership: { nodes: { id: string; screening: { status: string } }[] } }>(
      `query($id: ID!) { ownership(applicationId: $id) { nodes { id screening { status } } } }`,
      { id: app },
    );
    const labels: Record<string, string> = { PENDING: "screening pending", CLEAR: "screened: clear" };
    for (const id of [n.sam, n.dora, n.trust]) {
      const status = screened.body.data.ownership.nodes.find((x) => x.id === id)!.screening.status;
      expect(state(id)).toMatchObject({ screening: status, label: labels[status] });
    }
    expect(state(n.chen).name).toBe(EVIL);
    expect(chart.scripts).toBe(0);
    expect(chart.foreign).toBe(0);
    expect(chart.legend).toContain("screening pending");
    expect(chart.legend).toContain("ultimate beneficial owner");
    expect(chart.banner).toBeNull();
  });

  it("keeps a 60-node structure readable: one row per layer, the rest grouped, saying so; all of it on request", async () => {
    const created = await api.post("/api/v1/applications", { entityType: "BUSINESS", name: "Wide Holdings", business: { name: "Wide Holdings" } });
    const app: string = created.body.id;
    const add = async (body: Record<string, unknown>) => (await api.post(`/api/v1/applications/${app}/ownership/nodes`, body)).body.id as string;
    const root = await add({ kind: "BUSINESS", name: "Wide Holdings", applicant: true });
    const mids: string[] = [];
    for (let i = 0; i < 9; i++) {
      mids.push(await add({ kind: "BUSINESS", name: `Intermediate ${i + 1} Ltd` }));
      await api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId: mids[i], ownedNodeId: root, kind: "OWNERSHIP", percent: 10 });
    }
    for (let i = 0; i < 50; i++) {
      const p = await add({ kind: "INDIVIDUAL", name: `Investor ${i + 1}` });
      await api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId: p, ownedNodeId: mids[i % 9], kind: "OWNERSHIP", percent: 1 + (i % 7) });
    }
    const chart = await render(`/api/v1/applications/${app}/ownership/chart`, "/tmp/ownership-chart-large.png");
    // One row per layer: the applicant, 7 of the 9 intermediates and 7 of the 50 investors.
    expect(chart.banner).toMatch(/15 of 60 nodes drawn/);
    expect(chart.boxes).toHaveLength(15);
    expect(overlapping(chart.boxes)).toEqual([]);
    for (const box of chart.boxes) expect(box.hitTest).toBe(true);
    const all = await render(`/api/v1/applications/${app}/ownership/chart?maxNodes=200`, "/tmp/ownership-chart-all.png");
    expect(all.boxes).toHaveLength(60);
    expect(overlapping(all.boxes)).toEqual([]);
  });

  it("answers 404 for another account's application, in GraphQL too", async () => {
    const { app } = await structure();
    expect((await stranger.get(`/api/v1/applications/${app}/ownership/chart`)).status).toBe(404);
    const mine = await api.graphql<{ application: { ownership: { chartSvg: string } } }>(
      `query($id: ID!) { application(id: $id) { ownership { chartSvg(maxNodes: 10) } } }`,
      { id: app },
    );
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.application.ownership.chartSvg).toMatch(/^<svg /);
    const theirs = await stranger.graphql(`query($id: ID!) { ownershipChart(applicationId: $id) }`, { id: app });
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
