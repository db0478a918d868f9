// The ownership chart as a reader sees it: fetched over real HTTP from the test service by headless
// Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH), and checked from the rendered DOM: every
// box visible with its name and apart from the others, the shares on the edges, the UBO, screening and
// sanctions marks, and a name written as markup shown as text. Screenshots go to /tmp for a human look.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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

  it("embeds in an <img> of a page on another origin through its signed URL, with no key; an altered URL shows nothing", async () => {
    const { app } = await structure();
    const minted = await api.post(`/api/v1/applications/${app}/ownership/chart-url`, { expiresInSeconds: 60 });
    expect(minted.status).toBe(200);
    const url: string = minted.body.url;
    const tampered = url.replace(/signature=([^&]{4})/, "signature=AAAA");
    // The page is served by another server (another origin), as a UI would be; the browser sends no key.
    const pageServer = createServer((_req, res) => {
      res.setHeader("content-type", "text/html");
      res.end(`<!doctype html><html><body><img id="chart" src="${url}" alt="Ownership chart"><img id="tampered" src="${tampered}"></body></html>`);
    });
    await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
    const page = await browser.newPage();
    const sentAuthorization: string[] = [];
    page.on("request", (r) => {
      const auth = r.headers().authorization;
      if (auth) sentAuthorization.push(auth);
    });
    try {
      await page.goto(`http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => [...document.images].every((i) => i.complete));
      const sizes = await page.evaluate(() =>
        Object.fromEntries([...document.images].map((i) => [i.id, { naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight }])),
      );
      expect(sizes.chart.naturalWidth).toBeGreaterThan(0);
      expect(sizes.chart.naturalHeight).toBeGreaterThan(0);
      expect(sizes.tampered.naturalWidth).toBe(0);
      expect(sentAuthorization).toEqual([]);
      await page.screenshot({ path: "/tmp/ownership-chart-img.png" });
    } finally {
      await page.close();
      await new Promise((resolve) => pageServer.close(resolve));
    }
  });
});

/** A structure written in one request: nodes by key, edges `owner>owned` with a percent, `votes N` or a control role. */
async function shape(name: string, nodes: [key: string, kind: string][], edges: [owner: string, owned: string, what: number | string][]) {
  const created = await api.post("/api/v1/applications", { entityType: "BUSINESS", name, business: { name } });
  expect(created.status).toBe(201);
  const app: string = created.body.id;
  const res = await api.put(`/api/v1/applications/${app}/ownership`, {
    nodes: nodes.map(([key, kind], i) => ({ key, kind, name: key, ...(i === 0 ? { applicant: true } : {}) })),
    edges: edges.map(([ownerKey, ownedKey, what]) =>
      typeof what === "number"
        ? { ownerKey, ownedKey, kind: "OWNERSHIP", percent: what }
        : what.startsWith("votes ")
          ? { ownerKey, ownedKey, kind: "VOTING", percent: Number(what.slice(6)) }
          : { ownerKey, ownedKey, kind: "CONTROL", role: what },
    ),
  });
  expect(res.status).toBe(200);
  return app;
}

interface Geometry {
  boxes: { id: string; x: number; y: number; width: number; height: number }[];
  edges: { id: string; from: string; to: string; points: { x: number; y: number }[] }[];
  labels: { id: string; text: string; x: number; y: number; width: number; height: number }[];
}

/** Every box, every edge's route and every label's rect as the browser has them (getBBox, the paths' data). */
async function geometry(path: string, screenshot: string): Promise<Geometry> {
  const page = await browser.newPage({ extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  const response = await page.goto(svc.url + path);
  expect(response?.status()).toBe(200);
  const found: Geometry = await page.evaluate(() => {
    const rect = (el: Element) => {
      const b = (el as SVGGraphicsElement).getBBox();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    };
    return {
      boxes: [...document.querySelectorAll("g.node, g.cluster")].map((g) => ({ id: g.getAttribute("data-node-id")!, ...rect(g.querySelector("rect.box")!) })),
      edges: [...document.querySelectorAll("path.edge")].map((p) => {
        // The route as drawn: every vertex of the path, read through the DOM's own path parser.
        const path = p as SVGPathElement;
        const d = path.getAttribute("d")!;
        const points = [...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
        const end = path.getPointAtLength(path.getTotalLength());
        if (Math.abs(end.x - points[points.length - 1]!.x) > 0.5 || Math.abs(end.y - points[points.length - 1]!.y) > 0.5)
          throw new Error(`path ${d} not read whole`);
        return { id: p.getAttribute("data-edge-id")!, from: p.getAttribute("data-from")!, to: p.getAttribute("data-to")!, points };
      }),
      labels: [...document.querySelectorAll("g.edge-label")].map((g) => ({
        id: g.getAttribute("data-edge-id")!,
        text: g.querySelector("text")!.textContent!,
        ...rect(g.querySelector("rect")!),
      })),
    };
  });
  // The screenshot is for a human look only: a chart of 200 boxes may be too large to take in time.
  const size = await page.evaluate(() => document.documentElement.getBoundingClientRect());
  await page.setViewportSize({ width: Math.min(4000, Math.ceil(size.width)), height: Math.min(4000, Math.ceil(size.height)) });
  await page.screenshot({ path: screenshot, timeout: 10_000 }).catch(() => undefined);
  await page.close();
  return found;
}

type Rect = { x: number; y: number; width: number; height: number };

/** Whether the segment passes through the rectangle's inside (Liang–Barsky; touching the border does not count). */
function crosses(a: { x: number; y: number }, b: { x: number; y: number }, r: Rect, inset = 0.75): boolean {
  const [x1, y1, x2, y2] = [r.x + inset, r.y + inset, r.x + r.width - inset, r.y + r.height - inset];
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [
    [-dx, a.x - x1],
    [dx, x2 - a.x],
    [-dy, a.y - y1],
    [dy, y2 - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  return t0 < t1;
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const touches = (p: { x: number; y: number }, r: Rect) => p.x >= r.x - 1 && p.x <= r.x + r.width + 1 && p.y >= r.y - 1 && p.y <= r.y + r.height + 1;

/** Every edge segment through a box not its own, every label on a box, every edge not ending on its boxes. */
function faults(g: Geometry): string[] {
  const found: string[] = [];
  const box = new Map(g.boxes.map((b) => [b.id, b]));
  for (const e of g.edges) {
    expect(e.points.length).toBeGreaterThanOrEqual(2);
    if (!touches(e.points[0]!, box.get(e.from)!)) found.push(`edge ${e.id} does not start on its holder ${e.from}`);
    if (!touches(e.points[e.points.length - 1]!, box.get(e.to)!)) found.push(`edge ${e.id} does not end on what it holds ${e.to}`);
    for (let i = 1; i < e.points.length; i++)
      for (const b of g.boxes)
        if (b.id !== e.from && b.id !== e.to && crosses(e.points[i - 1]!, e.points[i]!, b))
          found.push(`edge ${e.id} (${e.from} > ${e.to}) crosses box ${b.id}`);
  }
  for (const l of g.labels) for (const b of g.boxes) if (overlap(l, b)) found.push(`label ${l.text} of ${l.id} overlaps box ${b.id}`);
  return found;
}

describe("the chart's edges and labels keep clear of the boxes (read from the browser's DOM)", () => {
  it("checks itself: a segment through a box is found, one along its border or beside it is not", () => {
    const r = { x: 0, y: 0, width: 100, height: 50 };
    expect(crosses({ x: 50, y: -20 }, { x: 50, y: 80 }, r)).toBe(true);
    expect(crosses({ x: -10, y: 25 }, { x: 10, y: 25 }, r)).toBe(true);
    expect(crosses({ x: 0, y: -20 }, { x: 0, y: 80 }, r)).toBe(false);
    expect(crosses({ x: 120, y: -20 }, { x: 120, y: 80 }, r)).toBe(false);
    expect(crosses({ x: 50, y: -20 }, { x: 50, y: 0 }, r)).toBe(false);
  });

  const shapes: [string, () => Promise<string>, number][] = [
    [
      // A direct 5 % holding beside the indirect one: the edge skips the row of OpCo and its neighbours.
      "skip-layer",
      () =>
        shape(
          "Skip Layer SA",
          [
            ["Skip Layer SA", "BUSINESS"],
            ["OpCo", "BUSINESS"],
            ["Mid One", "BUSINESS"],
            ["Mid Two", "BUSINESS"],
            ["Pat Direct", "INDIVIDUAL"],
            ["Quinn", "INDIVIDUAL"],
            ["Remy", "INDIVIDUAL"],
          ],
          [
            ["OpCo", "Skip Layer SA", 40],
            ["Mid One", "Skip Layer SA", 25],
            ["Mid Two", "Skip Layer SA", 25],
            ["Pat Direct", "OpCo", 50],
            ["Pat Direct", "Skip Layer SA", 5],
            ["Quinn", "Mid One", 100],
            ["Remy", "Mid Two", 60],
            ["Remy", "OpCo", 50],
          ],
        ),
      7,
    ],
    [
      "circle",
      () =>
        shape(
          "Circle Holdings",
          [
            ["Circle Holdings", "BUSINESS"],
            ["Alpha", "BUSINESS"],
            ["Beta", "BUSINESS"],
            ["Gamma", "BUSINESS"],
            ["Delta", "BUSINESS"],
            ["Pia", "INDIVIDUAL"],
          ],
          [
            ["Alpha", "Circle Holdings", 50],
            ["Beta", "Alpha", 30],
            ["Alpha", "Beta", 10],
            ["Gamma", "Beta", 60],
            ["Delta", "Circle Holdings", 50],
            ["Circle Holdings", "Delta", 5],
            ["Pia", "Gamma", 100],
          ],
        ),
      6,
    ],
    [
      // A 10 % voting edge past the trust, and the trust's parties' control edges.
      "trust with control edges",
      () =>
        shape(
          "Trust Owned Ltd",
          [
            ["Trust Owned Ltd", "BUSINESS"],
            ["Family Trust", "TRUST"],
            ["Side Co", "BUSINESS"],
            ["Sam Settlor", "INDIVIDUAL"],
            ["Tia Trustee", "INDIVIDUAL"],
            ["Ben Beneficiary", "INDIVIDUAL"],
            ["Dora Director", "INDIVIDUAL"],
          ],
          [
            ["Family Trust", "Trust Owned Ltd", 60],
            ["Side Co", "Trust Owned Ltd", 40],
            ["Sam Settlor", "Family Trust", "SETTLOR"],
            ["Tia Trustee", "Family Trust", "TRUSTEE"],
            ["Ben Beneficiary", "Family Trust", "BENEFICIARY"],
            ["Tia Trustee", "Trust Owned Ltd", "votes 10"],
            ["Ben Beneficiary", "Side Co", 100],
            ["Dora Director", "Trust Owned Ltd", "DIRECTOR"],
          ],
        ),
      7,
    ],
    [
      "200 nodes",
      async () => {
        const nodes: [string, string][] = [["Big Group AG", "BUSINESS"]];
        const edges: [string, string, number | string][] = [];
        for (let h = 0; h < 6; h++) {
          nodes.push([`Holding ${h}`, "BUSINESS"]);
          edges.push([`Holding ${h}`, "Big Group AG", 12]);
        }
        for (let c = 0; c < 30; c++) {
          nodes.push([`Company ${c}`, "BUSINESS"]);
          edges.push([`Company ${c}`, `Holding ${c % 6}`, 18]);
        }
        for (let p = 0; nodes.length < 200; p++) {
          nodes.push([`Person ${p}`, "INDIVIDUAL"]);
          edges.push([`Person ${p}`, `Company ${p % 30}`, 15]);
          if (p % 10 === 0) edges.push([`Person ${p}`, "Big Group AG", 1]);
          if (p % 15 === 7) edges.push([`Person ${p}`, `Holding ${p % 6}`, "votes 5"]);
        }
        return shape("Big Group AG", nodes, edges);
      },
      200,
    ],
  ];

  it.each(shapes)("%s: no edge through a box, no label on one", async (name, build, count) => {
    const app = await build();
    const g = await geometry(`/api/v1/applications/${app}/ownership/chart?maxNodes=200`, `/tmp/ownership-chart-${name.replace(/\W+/g, "-")}.png`);
    expect(g.boxes.filter((b) => !b.id.startsWith("cluster:"))).toHaveLength(count);
    expect(g.edges.length).toBeGreaterThan(0);
    expect(g.labels).toHaveLength(g.edges.length);
    expect(faults(g)).toEqual([]);
  });
});
