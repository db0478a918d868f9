# One image, two roles: `npm run start:api` and `npm run start:worker` (see docker-compose.yml).
# Node 24 LTS. The build stage installs with the lockfile, generates the Prisma client and compiles
# src/ to dist/ (scripts/build.js); the runtime stage carries that build and the production
# dependencies (no TypeScript sources, no compiler) and runs as the unprivileged `node` user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts tsconfig.json ./
RUN npm ci --loglevel=warn
COPY src ./src
RUN npm run generate && npm run build && npm prune --omit=dev --loglevel=warn

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json package-lock.json .npmrc ./
# The migrations (db:migrate, MIGRATE_ON_START) and the start scripts' preload (with no src/ it
# checks nothing: the build is what there is).
COPY --chown=node:node prisma ./prisma
COPY --chown=node:node scripts/built.js scripts/build.js scripts/node24.js ./scripts/
# The guides served at /docs/guides
COPY --chown=node:node README.md CONTRIBUTING.md ./
COPY --chown=node:node docs ./docs
COPY --chown=node:node bench/README.md ./bench/README.md
USER node
EXPOSE 3000
# Health checks are per role: the API answers /readyz (docker-compose.yml), the worker serves no HTTP.
CMD ["npm", "run", "start:api"]
