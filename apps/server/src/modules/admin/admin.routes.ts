// /api/admin: the ra-data-simple-rest protocol for every resource, plus statistics, the dashboard and
// image uploads. Every route (even an unknown path) needs a session with role admin or superAdmin
// (docs/product.md §10.1): 401 without a session, 403 with another role, checked before anything else runs.
import { imageUrl, MSG } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { processUploads, readMultipart, registerUploads } from '../../media/uploads';
import { contractsAdminRoutes } from '../after-adoption/contracts.routes';
import { followupsAdminRoutes } from '../after-adoption/followups.routes';
import { applicationsAdminRoutes } from '../applications/applications.routes';
import { requireStaff } from '../auth/guards';
import { fosterApplicationsAdminRoutes } from '../fosters/foster-applications.routes';
import { visitsAdminRoutes } from '../visits/visits.admin-routes';
import { commitmentsResource, returnsResource } from './after-adoption.resources';
import { campaignsResource, campaignUpdatesResource } from './campaigns.resources';
import { escolarResource, interfacesResource, pressResource } from './content.resources';
import { createAdminCrud } from './crud';
import { dashboard } from './dashboard.service';
import { dogsResource } from './dogs.resource';
import { eventsResource } from './events.resource';
import { followupsResource } from './followups.resource';
import { fosterUpdatesResource, supplyRequestsResource } from './fosters.resources';
import { dogUpdatesResource, subscriptionsResource } from './giving.resources';
import { mailsResource } from './mails.resource';
import { dropPointsResource, needPledgesResource, needsResource } from './needs.resources';
import { placementsResource } from './placements.resource';
import { contentRange, listQuerySchema, parseListQuery } from './protocol';
import { auditResource, contributionsResource } from './records.resources';
import {
  adoptionsResource,
  contactsResource,
  fosterApplicationsResource,
  mailTemplatesResource,
  schoolRequestsResource,
  volunteersResource,
} from './requests.resources';
import type { ResourceDef } from './resource';
import { currentYear, yearStats } from './stats.service';
import { usersResource } from './users.resource';

export const ADMIN_RESOURCES: readonly ResourceDef[] = [
  dogsResource,
  usersResource,
  pressResource,
  contributionsResource,
  volunteersResource,
  adoptionsResource,
  schoolRequestsResource,
  fosterApplicationsResource,
  escolarResource,
  interfacesResource,
  contactsResource,
  auditResource,
  mailTemplatesResource,
  mailsResource,
  subscriptionsResource,
  dogUpdatesResource,
  eventsResource,
  needsResource,
  dropPointsResource,
  needPledgesResource,
  campaignsResource,
  followupsResource,
  commitmentsResource,
  returnsResource,
  campaignUpdatesResource,
  fosterUpdatesResource,
  supplyRequestsResource,
  placementsResource,
];

/** Images one upload request may carry (the admin sends them one by one). */
const ADMIN_UPLOAD_MAX_FILES = 10;
const ADMIN_UPLOAD_FIELD = 'file';

const IdParams = z.object({ id: z.string().max(100) });
const NOT_ALLOWED = 'Esta acción no está disponible para este recurso.';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    // Private data: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
  });
  await registerUploads(app);
  // List totals and statistics are kept until their tables change (a million contributions are not
  // counted once per page).
  const crud = createAdminCrud(app.deps, app.services);
  const tags = ['admin'];

  for (const def of ADMIN_RESOURCES) {
    const base = `/${def.name}`;
    app.get(
      base,
      {
        schema: { tags, summary: `Lista de ${def.name} (sort, range, filter)`, querystring: listQuerySchema },
      },
      async (request, reply) => {
        await def.ensure?.(app.deps.db);
        const result = await crud.list(def, parseListQuery(request.query));
        reply.header(
          'content-range',
          contentRange(def.name, result.start, result.records.length, result.total),
        );
        reply.header('access-control-expose-headers', 'Content-Range');
        return result.records;
      },
    );
    app.get(
      `${base}/:id`,
      { schema: { tags, summary: `Un registro de ${def.name}`, params: IdParams } },
      async (request) => {
        await def.ensure?.(app.deps.db);
        return crud.getOne(def, request.params.id);
      },
    );
    if (def.create) {
      app.post(base, { schema: { tags, summary: `Crear en ${def.name}` } }, async (request, reply) => {
        const created = await crud.create(def, request.body, request.user!);
        return reply.status(201).send(created);
      });
    }
    if (def.update) {
      app.put(
        `${base}/:id`,
        { schema: { tags, summary: `Modificar en ${def.name}`, params: IdParams } },
        async (request) => {
          await def.ensure?.(app.deps.db);
          return crud.update(def, request.params.id, request.body, request.user!);
        },
      );
    }
    if (def.remove) {
      const summary =
        def.remove.mode === 'soft' ? `Dar de baja en ${def.name} (isDelete)` : `Borrar en ${def.name}`;
      app.delete(`${base}/:id`, { schema: { tags, summary, params: IdParams } }, async (request) =>
        crud.remove(def, request.params.id, request.user!),
      );
    }
  }

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Estadísticas por mes de un año (perros ingresados, adopciones, bajas, aportes)',
        querystring: z.object({
          year: z.coerce.number({ error: 'El año no es válido.' }).int().min(2000).max(2100).optional(),
        }),
      },
    },
    async (request) => yearStats(app.deps.db, request.query.year ?? currentYear(), app.deps.tableCache),
  );

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary:
          'Lo que espera al equipo hoy: solicitudes y postulaciones abiertas (por etapa), perros por revisar, mensajes sin atender y correos fallidos, con los más antiguos primero',
      },
    },
    async () => dashboard(app.deps.db, app.deps.tableCache),
  );

  app.post(
    '/uploads',
    {
      schema: {
        tags,
        summary: 'Subir imágenes (multipart, campo «file»): las procesa y devuelve sus referencias',
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        field: ADMIN_UPLOAD_FIELD,
        maxFiles: ADMIN_UPLOAD_MAX_FILES,
      });
      const alt = typeof form.fields.alt === 'string' ? form.fields.alt.slice(0, 300) : undefined;
      const images = await processUploads(form.files, app.deps.storage, {
        field: ADMIN_UPLOAD_FIELD,
        alt: () => alt || undefined,
      });
      if (images.length === 0) {
        const message = 'Elegí al menos una imagen.';
        return reply.status(400).send({ error: message, errors: { [ADMIN_UPLOAD_FIELD]: message } });
      }
      return reply.status(201).send({ images: images.map((image) => ({ ...image, url: imageUrl(image) })) });
    },
  );

  await app.register(applicationsAdminRoutes);
  await app.register(contractsAdminRoutes);
  await app.register(followupsAdminRoutes);
  await app.register(visitsAdminRoutes);
  await app.register(fosterApplicationsAdminRoutes);

  app.post(
    '/subscriptions/increase',
    {
      schema: {
        tags,
        summary:
          'Proponer ahora el aumento de «Sitio» a quienes aportan en pesos todos los meses (un mail a cada uno; nada cambia sin su clic)',
      },
    },
    async (_request, reply) => {
      const done = await app.services.increases.suggestNow(new Date());
      if (!done) {
        const message = 'Primero poné en «Sitio» el porcentaje del aumento anual sugerido.';
        return reply.status(409).send({ error: message });
      }
      return reply.status(200).send(done);
    },
  );

  app.get(
    '/dogs/:id/report',
    {
      schema: {
        tags,
        summary: 'Quién reportó un perro con el formulario público y qué contó (sólo para el equipo)',
        params: z.object({ id: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const report = await app.services.dogs.findReport(request.params.id);
      if (!report) return reply.status(404).send({ error: 'Este perro no llegó por el formulario público.' });
      return report;
    },
  );

  // Unknown paths and methods answer here, behind the same guard: nothing about the API leaks to strangers.
  app.all('/*', { schema: { hide: true } }, async (request, reply) => {
    const segment = request.url.split('?')[0]!.split('/')[3];
    if (ADMIN_RESOURCES.some((def) => def.name === segment))
      return reply.status(405).send({ error: NOT_ALLOWED });
    return reply.status(404).send({ error: MSG.apiNotFound });
  });
};
