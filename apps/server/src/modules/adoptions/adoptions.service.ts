import { ADOPTION_LABELS, AppError, adoptionSchema, DOG_MSG } from '@campito/core';
import { adoptionRequests } from '@campito/db';
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { DogsService } from '../dogs/dogs.service';
import { answerRows } from '../forms/mail-rows';
import { type FormDefinition, type FormPipeline, storedByKey } from '../forms/pipeline';
import { greeting, renderMail } from '../mail/templates';

type AdoptionRow = typeof adoptionRequests.$inferSelect;
type AdoptionValues = typeof adoptionRequests.$inferInsert;

const CHOICE_FIELDS = [
  'accordance',
  'otherAnimals',
  'castrated',
  'vaccinated',
  'status',
  'authorization',
  'adaptation',
  'items',
  'home',
  'freshAir',
];

/** Adoption requests sent through the questionnaire (docs/product.md §3, §7 POST /api/adoptions). */
export function createAdoptionsService(
  deps: ServiceDeps,
  { dogs, pipeline }: { dogs: DogsService; pipeline: FormPipeline },
) {
  const { publicUrl } = deps.config;

  const form: FormDefinition<typeof adoptionSchema, AdoptionRow, AdoptionValues> = {
    name: 'adoption',
    schema: adoptionSchema,
    async prepare(data, meta) {
      // Linked to the dog by id when it is listed; the name stays, so staff can read the request even
      // if the dog is later given "Dar de baja" or was written by hand through the API.
      const dog = await dogs.findActiveByName(data.nameDog);
      // A dog another family adopted takes no more requests (its page says «Ya tiene familia»).
      if (dog?.adoptedAt) {
        const message = DOG_MSG.alreadyAdopted(dog.name);
        throw new AppError(400, message, { nameDog: message });
      }
      return { ...data, nameDog: dog?.name ?? data.nameDog, dogId: dog?.id ?? null, ...meta };
    },
    ...storedByKey(adoptionRequests),
    adminPath: (id) => `adoptions/${id}`,
    staffMail(row, adminUrl) {
      const mail = renderMail({
        title: `Nueva solicitud de adopción para ${row.nameDog}`,
        paragraphs: [`${row.name} completó el formulario de adopción para ${row.nameDog}.`],
        rows: answerRows(ADOPTION_LABELS, row, CHOICE_FIELDS),
        link: { href: adminUrl, label: 'Ver la solicitud en el panel' },
      });
      return { subject: `Formulario de adopción: ${row.nameDog} — ${row.name}`, ...mail };
    },
    applicantMail(row) {
      const mail = renderMail({
        title: 'Recibimos tu solicitud de adopción',
        paragraphs: [
          greeting(row.name),
          `Recibimos tu formulario para adoptar a ${row.nameDog}. El equipo del refugio lo va a leer con atención y se va a comunicar con vos por email o por teléfono.`,
          '¡Gracias por elegir adoptar!',
        ],
        link: { href: `${publicUrl}/adoptar/perros`, label: 'Ver los perros en adopción' },
      });
      return { to: row.email, subject: `Recibimos tu solicitud para adoptar a ${row.nameDog}`, ...mail };
    },
  };

  return {
    ...pipeline.bind(form),

    /** A user's own requests, newest first (the profile lists them with their state). */
    async listForUser(userId: string) {
      return deps.db
        .select({
          id: adoptionRequests.id,
          nameDog: adoptionRequests.nameDog,
          date: adoptionRequests.date,
          isPending: adoptionRequests.isPending,
        })
        .from(adoptionRequests)
        .where(and(eq(adoptionRequests.userId, userId), eq(adoptionRequests.isDelete, false)))
        .orderBy(desc(adoptionRequests.date));
    },
  };
}
