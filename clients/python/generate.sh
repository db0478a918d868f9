#!/usr/bin/env bash
# The Python client's generated code, from the repository's openapi.json, with a pinned openapi-python-client:
#   bash generate.sh           rewrite compliance_client/generated
#   bash generate.sh --check   fail when the committed code differs from what openapi.json generates
#   bash generate.sh --venv    only make .venv (generator, pytest, this package editable; git-ignored)
set -euo pipefail
cd "$(dirname "$0")"
GENERATOR=openapi-python-client==0.29.1
PYTHON=${PYTHON:-python3}

stamp="$GENERATOR $(sha256sum pyproject.toml | cut -c1-16)"
if [ "$(cat .venv/.stamp 2>/dev/null)" != "$stamp" ]; then
  rm -rf .venv
  "$PYTHON" -m venv .venv
  .venv/bin/pip install -q --disable-pip-version-check "$GENERATOR" -e ".[test]"
  echo "$stamp" > .venv/.stamp
fi
[ "${1:-}" = "--venv" ] && exit 0

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# File bodies (SVG, XML) are mapped to bytes in config.yml; the generator prints no warning.
.venv/bin/openapi-python-client generate --path ../../openapi.json --config config.yml --meta none \
  --output-path "$out/generated" --overwrite >"$out/log" 2>&1 || { cat "$out/log"; exit 1; }
find "$out/generated" -name __pycache__ -prune -exec rm -rf {} +

if [ "${1:-}" = "--check" ]; then
  if ! diff -r -q -x __pycache__ "$out/generated" compliance_client/generated; then
    echo "clients/python is stale: openapi.json changed; run npm run clients:generate" >&2
    exit 1
  fi
  echo "clients/python agrees with openapi.json"
  exit 0
fi
rm -rf compliance_client/generated
cp -r "$out/generated" compliance_client/generated
echo "clients/python/compliance_client/generated regenerated from openapi.json"
