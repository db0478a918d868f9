#!/bin/sh
# Runs once with MinIO's root credentials, which nothing else is given: creates the document bucket,
# a policy limited to that bucket, and the service's own user with that policy. Idempotent; a rerun
# sets the user's current secret (rotation, docs/operators-security.md).
# Shell builtins and mc only: the minio/mc image has little else.
set -eu
: "${BUCKET:?BUCKET is required}"
POLICY=compliance-service
SECRETS=${SECRETS_DIR:-/run/secrets}
secret() { IFS= read -r value < "$SECRETS/$1" || [ -n "$value" ]; printf '%s' "$value"; }

# The alias from the environment, so the root password is not on a command line.
MC_HOST_store="http://$(secret minio_root_user):$(secret minio_root_password)@${MINIO_ADDRESS:-minio:9000}"
export MC_HOST_store
user=$(secret s3_access_key_id)

mc mb --ignore-existing "store/$BUCKET"
# Object reads, writes, deletes and multipart uploads in this bucket; ListBucket on it only so that a
# missing key answers 404 rather than 403, as S3 does. No other bucket, no admin action.
policy_json() {
  printf '%s\n' '{' \
    '  "Version": "2012-10-17",' \
    '  "Statement": [' \
    '    {"Effect": "Allow", "Action": ["s3:ListBucket", "s3:GetBucketLocation", "s3:ListBucketMultipartUploads"],' \
    "     \"Resource\": [\"arn:aws:s3:::$BUCKET\"]}," \
    '    {"Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"],' \
    "     \"Resource\": [\"arn:aws:s3:::$BUCKET/*\"]}" \
    '  ]' \
    '}'
}
policy_file="${TMPDIR:-/tmp}/policy.json"
policy_json > "$policy_file"
mc admin policy create store "$POLICY" "$policy_file"
# mc takes the secret as an argument only; this one-shot container is the only process that sees it.
mc admin user add store "$user" "$(secret s3_secret_access_key)"
case "$(mc admin user info store "$user")" in
  *"$POLICY"*) ;;
  *) mc admin policy attach store "$POLICY" --user "$user" ;;
esac
echo "Bucket $BUCKET and user $user (policy $POLICY) ready"
