// The guides (README.md, CONTRIBUTING.md, docs/*.md, bench/README.md) rendered at /docs/guides, beside
// the API reference at /docs. Only those files are served: a page name is looked up in the list read
// from disk, never joined into a path. Links between them are rewritten to their served address, so a
// reader can follow the README into docs/ in a browser; links to anything else show as plain text.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Router } from "express";
import { Marked, type Tokens } from "marked";

const ROOT = path.resolve(__dirname, "..", "..");
const BASE = "/docs/guides";

/** A served page: its name in the URL and its file, relative to the repository root. */
interface Guide {
  name: string;
  file: string;
  title: string;
}

export function guideFiles(root = ROOT): Guide[] {
  const files = ["README.md", "CONTRIBUTING.md", "bench/README.md"];
  const docs = path.join(root, "docs");
  if (existsSync(docs))
    files.push(
      ...readdirSync(docs)
        .filter((f) => f.endsWith(".md"))
        .sort()
        .map((f) => `docs/${f}`),
    );
  return files
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({ name: guideName(file), file, title: titleOf(readFileSync(path.join(root, file), "utf8")) ?? file }));
}

function guideName(file: string): string {
  if (file === "bench/README.md") return "benchmarks";
  return path.basename(file, ".md").toLowerCase();
}

function titleOf(markdown: string): string | null {
  const heading = /^# (.+)$/m.exec(markdown);
  return heading ? heading[1].trim() : null;
}

/** Where a link written in `fromFile` leads when served: a guide's address, the OpenAPI document, or null. */
function servedHref(href: string, fromFile: string, guides: Guide[]): string | null {
  if (/^(https?:|mailto:)/.test(href) || href.startsWith("#")) return href;
  const [target, anchor] = href.split("#", 2);
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), target));
  const guide = guides.find((g) => g.file === file);
  if (guide) return `${BASE}/${guide.name}${anchor ? `#${anchor}` : ""}`;
  if (file === "openapi.json") return "/api/v1/openapi.json";
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>${escapeHtml(title)} — Compliance service</title>
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{background:#f5f5f5;padding:.75rem;overflow:auto}code{font-size:.9em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top}</style>
</head>
<body>
<nav><a href="/docs">API reference</a> · <a href="${BASE}">Guides</a></nav>
${body}
</body>
</html>`;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

function render(guide: Guide, guides: Guide[], root: string): string {
  const slug = headingSlugger();
  const marked = new Marked({
    renderer: {
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const served = servedHref(href, guide.file, guides);
        if (served === null) return `<span title="${escapeHtml(href)}">${text}</span>`;
        return `<a href="${escapeHtml(served)}"${title ? ` title="${escapeHtml(title)}"` : ""}>${text}</a>`;
      },
      heading({ tokens, depth, text }: Tokens.Heading) {
        return `<h${depth} id="${escapeHtml(slug(plainText(text)))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  const markdown = readFileSync(path.join(root, guide.file), "utf8");
  return page(guide.title, marked.parse(markdown, { async: false }));
}

/** A heading's text as GitHub slugs it: without inline markup (links keep their text). */
export function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
}

export function guideRoutes(root = ROOT): Router {
  const router = Router();
  // Rendered once per process: the files ship with the code and do not change while it runs.
  const guides = guideFiles(root);
  const rendered = new Map<string, string>();
  const pageOf = (guide: Guide) => {
    let html = rendered.get(guide.name);
    if (html === undefined) {
      html = render(guide, guides, root);
      rendered.set(guide.name, html);
    }
    return html;
  };
  router.use((_req, res, next) => {
    // Our own markdown, but served on the API's origin: no scripts, no frames.
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'");
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  router.get("/", (_req, res) => {
    const items = guides.map((g) => `<li><a href="${BASE}/${g.name}">${escapeHtml(g.title)}</a> <small>(${escapeHtml(g.file)})</small></li>`);
    res.type("html").send(page("Guides", `<h1>Guides</h1>\n<ul>\n${items.join("\n")}\n</ul>`));
  });
  router.get("/:name", (req, res, next) => {
    const guide = guides.find((g) => g.name === req.params.name);
    if (!guide) return next();
    res.type("html").send(pageOf(guide));
  });
  return router;
}
