#!/bin/sh
# What the official nginx image does before starting nginx, for the parts our configuration relies on:
# - NGINX_ENTRYPOINT_LOCAL_RESOLVERS set: NGINX_LOCAL_RESOLVERS holds the nameservers of /etc/resolv.conf
#   (IPv6 ones in brackets), for a `resolver` line;
# - every /etc/nginx/templates/**/*.template is rendered to /etc/nginx/conf.d/** by envsubst, replacing only the
#   variables defined in the environment (so nginx's own $variables stay), then /docker-entrypoint.d/*.sh run.
set -eu

if [ "${1:-}" = nginx ] || [ "${1:-}" = nginx-debug ]; then
  if [ -n "${NGINX_ENTRYPOINT_LOCAL_RESOLVERS:-}" ]; then
    NGINX_LOCAL_RESOLVERS=$(awk 'BEGIN { ORS = " " } $1 == "nameserver" { if ($2 ~ ":") print "[" $2 "]"; else print $2 }' /etc/resolv.conf)
    NGINX_LOCAL_RESOLVERS=${NGINX_LOCAL_RESOLVERS% }
    export NGINX_LOCAL_RESOLVERS
  fi

  template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
  suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
  output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
  filter=${NGINX_ENVSUBST_FILTER:-}
  if [ -d "$template_dir" ]; then
    defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print (name ~ /${filter}/) ? name : \"\" } }" < /dev/null))
    find "$template_dir" -follow -type f -name "*$suffix" -print | while read -r template; do
      relative_path=${template#"$template_dir/"}
      output_path="$output_dir/${relative_path%"$suffix"}"
      mkdir -p "$(dirname "$output_path")"
      echo "$0: rendering $template to $output_path"
      envsubst "$defined_envs" < "$template" > "$output_path"
    done
  fi

  for script in $(find /docker-entrypoint.d -maxdepth 1 -type f -name '*.sh' | sort); do
    echo "$0: running $script"
    "$script"
  done
fi

exec "$@"
