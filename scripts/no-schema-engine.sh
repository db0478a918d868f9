#!/bin/sh
echo "schema-engine is not used; use npm run db:migrate / db:new / db:check" >&2
exit 1
