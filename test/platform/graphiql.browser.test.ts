// GraphiQL in a real browser (Debian's Chromium, /usr/bin/chromium or CHROMIUM_PATH): the page asks
// for the API key once, and GraphiQL's first schema fetch already carries it, so the explorer opens
// on the schema instead of on a 401 to re-fetch by hand.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { startTestService, type TestService } from "../support/service";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let svc: TestService;
let browser: Browser;
let key: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  svc = await startTestService();
  key = (await svc.newAccount()).key;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
});
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

it("asks for the key once and fetches the schema with it, also after a reload", async () => {
  const page = await browser.newPage();
  const prompts: string[] = [];
  page.on("dialog", (dialog) => {
    prompts.push(dialog.message());
    void dialog.accept(key);
  });
  const schemaFetch = () =>
    page.waitForResponse((r) => r.url().endsWith("/graphql") && r.request().method() === "POST" && (r.request().postData() ?? "").includes("__schema"), {
      timeout: 30_000,
    });
  const [first] = await Promise.all([schemaFetch(), page.goto(`${svc.url}/graphql`, { waitUntil: "domcontentloaded" })]);
  expect(first.status()).toBe(200);
  expect(await first.request().headerValue("authorization")).toBe(`Bearer ${key}`);
  expect(((await first.json()) as { data?: { __schema?: unknown } }).data?.__schema).toBeDefined();
  expect(prompts).toEqual([expect.stringContaining("API key")]);

  const [again] = await Promise.all([schemaFetch(), page.reload({ waitUntil: "domcontentloaded" })]);
  expect(again.status()).toBe(200);
  expect(prompts).toHaveLength(1); // kept for the tab: not asked again
  // The key never travels in the page itself.
  expect(await (await fetch(`${svc.url}/graphql`, { headers: { accept: "text/html" } })).text()).not.toContain(key);
});
