# syntax=docker/dockerfile:1
# The site as one container: Node 24, the production build, production dependencies only, run as
# the unprivileged `node` user with its data under /data. One image for every instance; the
# embedded default (SQLite and files in /data) or, with DATABASE_URL and S3_BUCKET, one of
# several instances behind a load balancer (compose.yaml shows that).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
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
