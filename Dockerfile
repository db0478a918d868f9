# One image, two roles: `npm run start:api` and `npm run start:worker` (see docker-compose.yml).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY scripts ./scripts
COPY prisma ./prisma
RUN npm ci --loglevel=warn
COPY tsconfig.json prisma.config.ts ./
COPY src ./src
USER node
EXPOSE 3000
CMD ["npm", "run", "start:api"]
