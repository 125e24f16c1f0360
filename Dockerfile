# The site as one container: Node 24, the production build, production dependencies only, run as
# the unprivileged `node` user with its data under /data. One image for every instance; the
# embedded default (SQLite and files in /data) or, with DATABASE_URL and S3_BUCKET, one of
# several instances behind a load balancer (compose.yaml shows that).
#
# Every image it uses is pinned to a full version, and no `# syntax=` line pulls a frontend image
# of its own (the builder's built-in one reads this file). The base image's Node is the `node`
# devDependency's major; raise both together.

FROM node:24.19.0-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.19.0-trixie-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# No compiler in production. @react-router/node names typescript as an optional peer; a package
# that is both a devDependency and an optional peer of a production one is "devOptional" in the
# lock file, and npm leaves it out only when dev and optional are both omitted, which would drop
# sharp's platform binaries (optional dependencies) too. Nothing compiles at run time (Node strips
# the types of scripts/*.ts itself), so it is removed here, and `npm ls` checks the tree is whole.
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
 && npm ls --omit=dev >/dev/null \
 && npm cache clean --force
COPY content ./content
COPY domain ./domain
COPY server ./server
COPY scripts ./scripts
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# 200 while the database and the file store answer (GET /api/health); no curl in a slim image.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# scripts/start.ts starts the server with its runtime flags (server/runtime-flags.ts) and passes
# SIGTERM on: `docker stop` drains the connections, the outbox and the sweeps before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.ts"]
