#!/bin/sh
# Creates Temporal's two databases on its PostgreSQL and brings their schemas up to the version the
# admin-tools image ships (idempotent: a rerun only applies what is new). After Temporal's own
# samples-server compose setup (temporalio/samples-server, compose/scripts/setup-postgres.sh).
set -eu
: "${POSTGRES_SEEDS:?POSTGRES_SEEDS is required}"
: "${POSTGRES_USER:?POSTGRES_USER is required}"
PORT="${DB_PORT:-5432}"
tool() { temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -u "$POSTGRES_USER" -p "$PORT" "$@"; }

until nc -z -w 5 "$POSTGRES_SEEDS" "$PORT"; do echo "waiting for $POSTGRES_SEEDS:$PORT"; sleep 2; done
for db in temporal temporal_visibility; do
  tool --db "$db" create || true
done
tool --db temporal setup-schema -v 0.0 || true
tool --db temporal update-schema -d /etc/temporal/schema/postgresql/v12/temporal/versioned
tool --db temporal_visibility setup-schema -v 0.0 || true
tool --db temporal_visibility update-schema -d /etc/temporal/schema/postgresql/v12/visibility/versioned
echo "Temporal schema ready"
