#!/bin/bash
# The official postgres image's start-up, for the parts compose relies on: as root, prepare PGDATA and continue
# as the postgres user; on an empty PGDATA run initdb with POSTGRES_USER as superuser and POSTGRES_PASSWORD, allow
# password logins from any host (POSTGRES_HOST_AUTH_METHOD, default scram-sha-256), create POSTGRES_DB, run
# /docker-entrypoint-initdb.d/*.sql and *.sh on a server that listens on the socket only; then start postgres.
set -Eeuo pipefail

if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi

if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  export POSTGRES_USER=${POSTGRES_USER:-postgres}
  export POSTGRES_DB=${POSTGRES_DB:-$POSTGRES_USER}
  auth_method=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth_method" != trust ]; then
    echo 'Error: the database is uninitialised and POSTGRES_PASSWORD is not set (or set POSTGRES_HOST_AUTH_METHOD=trust).' >&2
    exit 1
  fi
  # shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS holds several arguments
  initdb --username="$POSTGRES_USER" --pwfile=<(printf '%s\n' "${POSTGRES_PASSWORD:-}") ${POSTGRES_INITDB_ARGS:-}
  {
    echo
    echo "host all all all $auth_method"
  } >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.auto.conf"

  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p 5432" -w start
  export PGUSER=$POSTGRES_USER PGPASSWORD=${POSTGRES_PASSWORD:-}
  if [ "$POSTGRES_DB" != postgres ]; then
    psql -v ON_ERROR_STOP=1 --no-password --dbname postgres --set db="$POSTGRES_DB" <<<'CREATE DATABASE :"db";'
  fi
  shopt -s nullglob
  for file in /docker-entrypoint-initdb.d/*; do
    case "$file" in
      *.sh) echo "$0: running $file"; . "$file" ;;
      *.sql) echo "$0: running $file"; psql -v ON_ERROR_STOP=1 --no-password --dbname "$POSTGRES_DB" -f "$file" ;;
      *) echo "$0: ignoring $file" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
  unset PGUSER PGPASSWORD
  echo 'PostgreSQL init process complete; ready for start up.'
fi

exec "$@"
