// The API docs page: Redoc, bundled from npm and served locally (no CDN).
import path from "node:path";

export function redocBundlePath(): string {
  return path.join(path.dirname(require.resolve("redoc/package.json")), "bundles", "redoc.standalone.js");
}

export function docsPage(specUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Compliance API — reference</title>
  <meta name="viewport" content="width=device-width, initial-scale=1" />
</head>
<body>
  <redoc spec-url="${specUrl}" hide-download-button="false"></redoc>
  <script src="/docs/redoc.standalone.js"></script>
</body>
</html>`;
}
