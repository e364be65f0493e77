# Lumora Ventures website: one container serving the Remix app on port 3000, with its SQLite
# database on the /data volume, or, when DATABASE_URL is set, on PostgreSQL (as many replicas as
# you like on one database; see compose.yaml and README, "Scaling out").

# Node 24 LTS: what production runs and CI tests (.ci/run).
FROM node:24-bookworm-slim AS base
WORKDIR /app

# Build stage: all dependencies (better-sqlite3 compiles natively here) and the build.
FROM base AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# patch-package applies patches/ to node_modules after the install (see patches/README.md).
COPY patches ./patches
# Exactly the lock file's versions.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: production dependencies, the build and the static files only.
FROM base AS runtime
# glibc's malloc and V8's young generation as the workers get them from the server
# (server/cluster.js): two arenas, blocks of 32 KB and more mapped apart, two 8 MB semi-spaces.
# This covers one process serving alone, on a single CPU (docs/performance.md, "Memory per worker").
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/app.db \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    NODE_OPTIONS=--max-semi-space-size=8
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/server ./server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness only (the process answers), on the port it listens on. Load balancers should ask /readyz,
# which also proves the database is migrated and can save a write (see README, Deploying the container).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# On SIGTERM the server finishes requests in flight (up to 10 s), then closes the database (up to
# 5 s): stop it with a longer timeout than Docker's default 10 s, e.g. `docker stop -t 20`.
STOPSIGNAL SIGTERM
# SESSION_SECRET and SITE_URL (the public address, e.g. https://www.example.com) are required;
# they, ADMIN_USERNAME / ADMIN_PASSWORD and DATABASE_URL (for PostgreSQL) come from the deployment.
# `npm run db:copy -- /data/app.db "$DATABASE_URL"` moves a SQLite site up.
# Behind a reverse proxy or load balancer, set TRUST_PROXY to the number of proxies in front.
CMD ["node", "server/index.js"]
