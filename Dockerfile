# One Dockerfile, three kinds of image (docker-compose.yml picks the target):
#   api     the Express + socket.io API on PostgreSQL (DATABASE_URL): production node_modules, the compiled API and
#           contracts, the migrations
#   shell   nginx serving the shell's build; documents, /api, /ws, /share and /mf-config.json go to the API
#   remote  nginx serving one remote's build (build arg APP = quiz-app | crossword-app | admin-app)
#
# Build args:
#   NODE_IMAGE        base of the workspace and API images (default node:20-bookworm-slim)
#   NGINX_IMAGE       base of the shell and remote images (default nginx:1.27-alpine)
#   WORKSPACE_SOURCE  where the built workspace comes from:
#                       npm-ci (default)  npm ci and a full build inside the image: what a real deployment uses;
#                       host              the workspace built on this machine (`npm ci && npm run build`), staged
#                                         into deploy/workspace by `node deploy/stage-workspace.mjs`: no network.
# Both ways end in the same staged folder, deploy/workspace, so the final images are the same. The switch is a
# build arg rather than separate targets because the classic builder (docker-compose 1.x) runs every stage above
# the target it builds, and the host way must never reach npm ci.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS workspace
ARG WORKSPACE_SOURCE=npm-ci
WORKDIR /src
# npm ci needs the package.json of every workspace listed in the root package.json.
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY ui-kit/package.json ui-kit/
COPY api/package.json api/
COPY shell/package.json shell/
COPY quiz-app/package.json quiz-app/
COPY crossword-app/package.json crossword-app/
COPY admin-app/package.json admin-app/
COPY e2e/package.json e2e/
RUN if [ "$WORKSPACE_SOURCE" = npm-ci ]; then npm ci --no-audit --no-fund; fi
COPY . .
RUN case "$WORKSPACE_SOURCE" in \
      npm-ci) node scripts/build.mjs --force && node deploy/stage-workspace.mjs ;; \
      host) test -f deploy/workspace/api/dist/server.js \
              || { echo 'WORKSPACE_SOURCE=host: run "npm ci && npm run build && node deploy/stage-workspace.mjs" first' >&2; exit 1; } ;; \
      *) echo "WORKSPACE_SOURCE must be npm-ci or host, not \"$WORKSPACE_SOURCE\"" >&2; exit 1 ;; \
    esac

FROM ${NODE_IMAGE} AS api
WORKDIR /app
ENV NODE_ENV=production PORT=3000 SERVE_WEB=false
COPY --from=workspace /src/deploy/workspace/node_modules ./node_modules
COPY --from=workspace /src/deploy/workspace/shared-contracts ./shared-contracts
COPY --from=workspace /src/deploy/workspace/api ./api
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.js"]

FROM ${NGINX_IMAGE} AS shell
COPY --from=workspace /src/deploy/workspace/shell/dist /usr/share/nginx/html
COPY deploy/nginx/shell.conf.template /etc/nginx/templates/default.conf.template
ENV API_UPSTREAM=api:3000 NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1

FROM ${NGINX_IMAGE} AS remote
ARG APP
COPY --from=workspace /src/deploy/workspace/${APP}/dist /usr/share/nginx/html
COPY deploy/nginx/remote.conf /etc/nginx/conf.d/default.conf
