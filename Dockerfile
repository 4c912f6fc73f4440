# One Dockerfile, four kinds of image (docker-compose.yml picks the target):
#   api     — the Express + socket.io API (Node 20), on PostgreSQL via DATABASE_URL
#   shell   — nginx serving the shell's assets; documents and /api are passed to the API
#   remote  — nginx serving one remote's build (build arg APP=quiz-app | crossword-app | admin-app)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY ui-kit/package.json ui-kit/
COPY api/package.json api/
COPY shell/package.json shell/
COPY quiz-app/package.json quiz-app/
COPY crossword-app/package.json crossword-app/
COPY admin-app/package.json admin-app/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN node scripts/build.mjs --force

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production PORT=3000 SERVE_WEB=false
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared-contracts/package.json ./shared-contracts/package.json
COPY --from=build /app/shared-contracts/dist ./shared-contracts/dist
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/drizzle ./api/drizzle
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/server.js"]

FROM nginx:1.27-alpine AS shell
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY deploy/nginx/shell.conf.template /etc/nginx/templates/default.conf.template
ENV API_UPSTREAM=api:3000

FROM nginx:1.27-alpine AS remote
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY deploy/nginx/remote.conf /etc/nginx/conf.d/default.conf
