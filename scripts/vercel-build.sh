#!/usr/bin/env bash
# `vercel build` offline from the committed .vercel/project.json (settings only, no account), then the
# function-size check. The CLI is pinned in .ci/vercel so the portal's own install stays small.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 VERCEL_TELEMETRY_DISABLED=1
if [ ! -x .ci/vercel/node_modules/.bin/vercel ]; then
  (cd .ci/vercel && npm ci --no-audit --no-fund --loglevel=error)
fi
# It builds into .next like `npm run build`, so CI runs it after the e2e tests.
rm -rf .vercel/output
.ci/vercel/node_modules/.bin/vercel build --yes > .vercel/build.log 2>&1 || { tail -60 .vercel/build.log; exit 1; }
tail -3 .vercel/build.log
node scripts/vercel-function-size.mjs
