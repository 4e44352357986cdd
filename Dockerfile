# syntax=docker/dockerfile:1
# Multi-stage build: one image that serves the SPA, /graphql, /v1 and the socket on one port.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# npm install, not npm ci: see docs/decisions/0004-locked-install-without-npm-ci.md
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx turbo run build --filter=@squadup/api --filter=@squadup/web

FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm install --omit=dev --no-audit --no-fund --workspace @squadup/api \
  && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
# Production: JWT_SECRET must be given (strong, never a published one) and DEMO_SEED defaults to off
# (docs/decisions/0035-production-refusals.md).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/packages/shared ./packages/shared
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/package.json
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=node:node /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The flags npm start gives the app (apps/api/src/process-flags.ts, docs/decisions/0057).
CMD ["node", "--v8-pool-size=1", "--single-threaded-gc", "apps/api/dist/main.js"]
