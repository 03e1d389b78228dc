# Sourced by .ci/run (bash). A throwaway PostgreSQL server for the store tests:
#
#   test_postgres_start   installs PostgreSQL from Debian packages if it is missing, creates
#                         a fresh cluster in a temporary folder on a free loopback port,
#                         a role `ce` (password `ce`) owning database `ce_test`, and
#                         exports TEST_DATABASE_URL. Skipped if TEST_DATABASE_URL is set.
#   test_postgres_stop    stops that cluster and deletes its folder (trap it on EXIT).
#
# Why a throwaway cluster rather than the distribution's `main` one: nothing depends on
# how the machine's cluster is configured (port, pg_hba, whether systemd runs), nothing is
# left behind, and a second run starts from scratch the same way. Durability settings are
# off (fsync, synchronous_commit) because the data lives for one test run; the crash test
# kills a client process, never the server, so it does not depend on them.

test_postgres_bindir() {
  # Newest installed major version (Debian: /usr/lib/postgresql/<major>/bin).
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [[ -n "$dir" && -x "$dir/initdb" ]] && echo "$dir"
}

# Runs a PostgreSQL program as the package's user when root (initdb and postgres refuse
# to run as root), from / so a checkout the postgres user cannot read is not its cwd.
test_postgres_as_owner() {
  if [[ $EUID -eq 0 ]]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

test_postgres_start() {
  if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
    echo "== PostgreSQL: using TEST_DATABASE_URL from the environment"
    return 0
  fi
  local started bindir
  started=$(date +%s%N)
  bindir=$(test_postgres_bindir || true)
  if [[ -z "$bindir" ]]; then
    if [[ $EUID -ne 0 ]]; then
      echo "PostgreSQL is not installed and this is not root: install the postgresql package or set TEST_DATABASE_URL" >&2
      return 1
    fi
    echo "== PostgreSQL: installing the Debian package"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    bindir=$(test_postgres_bindir) || { echo "the postgresql package installed no initdb under /usr/lib/postgresql" >&2; return 1; }
  fi

  # In /tmp, not $TMPDIR: the postgres user must reach it, and the socket path must stay short.
  TEST_POSTGRES_DIR=$(mktemp -d /tmp/ce-test-postgres.XXXXXX)
  export TEST_POSTGRES_DIR
  [[ $EUID -eq 0 ]] && chown postgres: "$TEST_POSTGRES_DIR"
  local port
  port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')

  test_postgres_as_owner "$bindir/initdb" -D "$TEST_POSTGRES_DIR/data" -U postgres -E UTF8 --no-locale --no-sync \
    --auth-local=trust --auth-host=scram-sha-256 >"$TEST_POSTGRES_DIR/initdb.log" \
    || { cat "$TEST_POSTGRES_DIR/initdb.log" >&2; return 1; }
  test_postgres_as_owner "$bindir/pg_ctl" -D "$TEST_POSTGRES_DIR/data" -l "$TEST_POSTGRES_DIR/server.log" -w -t 30 start \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $TEST_POSTGRES_DIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null \
    || { cat "$TEST_POSTGRES_DIR/server.log" >&2; return 1; }
  # The tests connect as an ordinary role with a password, like a deployment would.
  test_postgres_as_owner "$bindir/psql" -q -v ON_ERROR_STOP=1 -h "$TEST_POSTGRES_DIR" -p "$port" -U postgres -d postgres \
    -c "CREATE ROLE ce LOGIN PASSWORD 'ce'" -c "CREATE DATABASE ce_test OWNER ce" >/dev/null
  export TEST_DATABASE_URL="postgres://ce:ce@127.0.0.1:$port/ce_test"
  echo "== PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (set up in $((($(date +%s%N) - started) / 1000000)) ms)"
}

test_postgres_stop() {
  [[ -n "${TEST_POSTGRES_DIR:-}" && -d "$TEST_POSTGRES_DIR" ]] || return 0
  local bindir
  bindir=$(test_postgres_bindir)
  test_postgres_as_owner "$bindir/pg_ctl" -D "$TEST_POSTGRES_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$TEST_POSTGRES_DIR"
  unset TEST_POSTGRES_DIR TEST_DATABASE_URL
}
