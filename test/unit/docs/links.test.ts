// The link checker: every relative link in the README and the guides leads to a file that exists,
// and every #anchor to a heading of that file (GitHub's anchors, as the served guides write them).
// External links are not fetched (CI runs offline); they are only required to be https.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Lexer, type Token, type Tokens } from "marked";
import { guideFiles, headingSlugger, plainText } from "../../../src/http/guides";

const ROOT = path.resolve(__dirname, "../../..");
const guides = guideFiles(ROOT);

function tokensOf(file: string): Token[] {
  return Lexer.lex(readFileSync(path.join(ROOT, file), "utf8"));
}

function walk(tokens: Token[], visit: (token: Token) => void) {
  for (const token of tokens) {
    visit(token);
    const nested = (token as { tokens?: Token[] }).tokens;
    if (nested) walk(nested, visit);
    if (token.type === "list") for (const item of (token as Tokens.List).items) walk(item.tokens, visit);
    if (token.type === "table") {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens, visit);
    }
  }
}

function anchorsOf(file: string): Set<string> {
  const slug = headingSlugger();
  const anchors = new Set<string>();
  walk(tokensOf(file), (t) => {
    if (t.type === "heading") anchors.add(slug(plainText((t as Tokens.Heading).text)));
  });
  return anchors;
}

function linksOf(file: string): string[] {
  const links: string[] = [];
  walk(tokensOf(file), (t) => {
    if (t.type === "link") links.push((t as Tokens.Link).href);
  });
  return links;
}

it("serves the README, CONTRIBUTING, bench/README and every page under docs/", () => {
  const files = guides.map((g) => g.file);
  expect(files).toEqual(
    expect.arrayContaining(["README.md", "CONTRIBUTING.md", "bench/README.md", "docs/integrators.md", "docs/graphql.md", "docs/operators.md"]),
  );
  expect(new Set(guides.map((g) => g.name)).size).toBe(guides.length);
});

it("keeps the README short enough to read in five minutes", () => {
  expect(readFileSync(path.join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(250);
});

it("links every docs/ page from the README", () => {
  const linked = new Set(linksOf("README.md").map((href) => href.split("#")[0]));
  for (const g of guides.filter((g) => g.file.startsWith("docs/"))) expect([g.file, linked.has(g.file)]).toEqual([g.file, true]);
});

describe.each(guides.map((g) => g.file))("%s", (file) => {
  it("has no broken relative link or anchor", () => {
    const broken: string[] = [];
    for (const href of linksOf(file)) {
      if (/^https?:/.test(href)) {
        if (!href.startsWith("https://") && !/^http:\/\/(127\.0\.0\.1|localhost)/.test(href)) broken.push(`${href} (not https)`);
        continue;
      }
      if (href.startsWith("mailto:")) continue;
      const [target, anchor] = href.split("#", 2);
      const resolved = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
      const absolute = path.join(ROOT, resolved);
      if (resolved.startsWith("..") || !existsSync(absolute)) {
        broken.push(`${href} (no file ${resolved})`);
        continue;
      }
      if (anchor && statSync(absolute).isFile() && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor))
        broken.push(`${href} (no heading #${anchor} in ${resolved})`);
    }
    expect(broken).toEqual([]);
  });
});
