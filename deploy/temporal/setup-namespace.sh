#!/bin/sh
# The namespace the service runs in and the search attributes ops filter by in the Web UI
# (src/temporal/search.ts). Idempotent: existing ones are left as they are.
set -eu
ADDRESS="${TEMPORAL_ADDRESS:-temporal:7233}"
NAMESPACE="${TEMPORAL_NAMESPACE:-default}"

attempt=0
until temporal operator cluster health --address "$ADDRESS" >/dev/null 2>&1; do
  attempt=$((attempt + 1))
  [ "$attempt" -ge 60 ] && { echo "Temporal at $ADDRESS did not become healthy"; exit 1; }
  sleep 2
done
temporal operator namespace describe -n "$NAMESPACE" --address "$ADDRESS" >/dev/null 2>&1 \
  || temporal operator namespace create -n "$NAMESPACE" --retention 30d --address "$ADDRESS"
for attribute in AccountId MigrationId; do
  temporal operator search-attribute list -n "$NAMESPACE" --address "$ADDRESS" | grep -q "$attribute" \
    || temporal operator search-attribute create -n "$NAMESPACE" --name "$attribute" --type Keyword --address "$ADDRESS"
done
echo "Namespace $NAMESPACE and search attributes ready"
