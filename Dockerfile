# syntax=docker/dockerfile:1
# El Campito — imagen de producción (docs/deploy.md). Una etapa compila con todas las dependencias, otra
# instala sólo las de producción, y la final junta éstas con la compilación y corre como usuario sin
# privilegios (node), con los datos en el volumen /data.

# Los manifiestos de los workspaces: lo que necesita `npm ci` (su capa se reusa hasta que cambia una dependencia).
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/

# `npm ci` refuses a lock file made where the registry served only Linux builds of the platform packages
# (see .ci/run); `npm install` then installs the same locked versions.
FROM manifests AS build
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS production-deps
RUN npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=production-deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/build apps/web/build
COPY --from=build /app/apps/admin/dist apps/admin/dist
# Una fuente para el texto de la imagen que muestra cada perro al compartirlo (modules/share-images: librsvg
# dibuja "sans-serif" con la que encuentre; la imagen slim no trae ninguna).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The V8 flag of `npm start` (package.json); MALLOC_ARENA_MAX (ENV above) keeps glibc from growing many arenas.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "apps/server/dist/main.js"]
