#!/bin/sh
# For images that read a secret from the environment only (temporalio/server's POSTGRES_PWD,
# temporal-sql-tool's SQL_PASSWORD): exports each named <VAR> from the file its <VAR>_FILE names,
# then runs the command. Usage: file-env.sh VAR[,VAR…] <command> [args…]
set -eu
names=$1
shift
for name in $(echo "$names" | tr ',' ' '); do
  eval "file=\${${name}_FILE:-}"
  [ -n "$file" ] && [ -r "$file" ] || { echo "${name}_FILE: cannot read '$file'" >&2; exit 1; }
  value=$(cat "$file")
  export "$name=$value"
  unset "${name}_FILE"
done
exec "$@"
