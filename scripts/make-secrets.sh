#!/bin/sh
# Writes the compose deployment's secrets (docker-compose.yml `secrets:`) as random values, one file
# each, under ./secrets (git-ignored; another folder with SECRETS_DIR). Existing files are kept, so a
# rerun only fills in what is missing; to rotate one, delete its file, rerun and follow
# docs/operators-security.md. database_url follows postgres_password. Names and formats: secrets.example/.
set -eu
cd "$(dirname "$0")/.."
dir=${SECRETS_DIR:-secrets}
umask 077
mkdir -p "$dir"
chmod 700 "$dir"

# Hex: safe in a URL, a shell and every image's parser.
random_hex() { od -An -N"$1" -tx1 /dev/urandom | tr -d ' \n'; }

# The folder keeps other users out; the files are world-readable because the containers read them as
# their own users (postgres, temporal, node), and a compose file secret is a bind mount of the file.
put() {
  printf '%s\n' "$2" > "$dir/.$1.new"
  chmod 444 "$dir/.$1.new"
  mv -f "$dir/.$1.new" "$dir/$1"
  echo "wrote $dir/$1"
}
ensure() { [ -s "$dir/$1" ] || put "$1" "$2"; }

ensure postgres_password "$(random_hex 32)"
ensure temporal_db_password "$(random_hex 32)"
# MinIO: access keys of at most 20 characters, secrets of at most 40, as it generates them itself.
ensure minio_root_user "root$(random_hex 8)"
ensure minio_root_password "$(random_hex 20)"
ensure s3_access_key_id "compliance-$(random_hex 4)"
ensure s3_secret_access_key "$(random_hex 20)"
# SECRETS_KEY: base64 of 32 random bytes (rotation: docs/operators-security.md).
ensure secrets_key "$(head -c 32 /dev/urandom | base64 | tr -d '\n')"

database_url="postgresql://compliance:$(cat "$dir/postgres_password")@postgres:5432/compliance"
[ -s "$dir/database_url" ] && [ "$(cat "$dir/database_url")" = "$database_url" ] || put database_url "$database_url"
