# Comanda's image (issue 37, docs/deployment.md): built in one stage with the dev tools, run
# in another with the production packages only, as the unprivileged `node` user. The data
# (embedded database, uploads, daily backups) lives in the /data volume, never in the image;
# with DATABASE_URL and S3_BUCKET set the container keeps nothing at all.

# The workspaces' manifests alone, so both installs below stay cached until one changes.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/print-agent/package.json apps/print-agent/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS packages
RUN npm ci --omit=dev --workspace @comanda/server --include-workspace-root=false --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# pg_dump for the super admin's full-platform backup on PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  SEED_DEMO=false
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/print-agent ./apps/print-agent
COPY --from=build /app/packages/shared ./packages/shared
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
