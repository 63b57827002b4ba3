# syntax=docker/dockerfile:1
# PropScout portal image: `docker build -t propscout .` (docker-compose.yml runs it with PostgreSQL).
# Build stage: the full install builds the app with Vite, then drops the development dependencies.
# Runtime stage: production dependencies, the built app and the server sources (run by tsx), as the unprivileged user.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server; only DATA_DIR (stored files, the app secret when APP_SECRET is unset) is writable.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
# npm run import -- FILE.csv and npm run seed work in the container too (docker compose exec portal npm run import -- …)
COPY --from=build /app/scripts/import.ts /app/scripts/seedDemo.ts ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm) so SIGTERM reaches the server's graceful shutdown; tsx compiles the TypeScript on load.
CMD ["node", "--import", "tsx", "server/main.ts"]
