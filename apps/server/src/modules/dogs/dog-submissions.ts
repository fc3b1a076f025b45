// The public add-dog form (docs/product.md §5.5, §10.8): read as it streams, limited per address, checked,
// its photos stored and the dog saved — live from staff, otherwise waiting for review with a mail to them.
import {
  AppError,
  checkDogImageCount,
  DOG_IMAGES_FIELD,
  type DogReport,
  dogReportSchema,
  dogSubmissionSchema,
  type FieldErrors,
  MAX_DOG_IMAGES,
  parseWith,
} from '@campito/core';
import { dogReports, dogs } from '@campito/db';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import {
  discardUploads,
  processUploads,
  type RequestForm,
  readRequestForm,
  removeUploads,
  UploadError,
  type UploadedFile,
  uploadTmpDir,
} from '../../media/uploads';
import { isStaff } from '../auth/guards';
import type { SessionUser } from '../auth/session.service';
import { refuseFilledHoneypot } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';
import type { DogRow } from './dogs.sql';

/** Public submissions per address (docs/product.md §10.7); generous for a shelter volunteer loading several dogs. */
const DOG_SUBMISSION_RATE: RateRule = { name: 'dog-submission', max: 10, windowMs: 3600_000 };

const FORM_INVALID = 'Revisá los datos marcados en el formulario.';

export interface DogSubmissionInput {
  /** The form's text fields as sent (validated here). */
  fields: Record<string, unknown>;
  files: UploadedFile[];
  user: SessionUser | null;
  /** Why the files could not even be read (too many, too big): shown with the fields' messages. */
  fileError?: string;
}

/** The add-dog form's steps, part of the dogs service. */
export function createDogSubmissions(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, storage, config, mail } = deps;
  return {
    /**
     * The add-dog form posted to a page action, read as it streams (the photos to temporary files): hand
     * it to `submit`. Too many photos or one too big comes back as `fileError`, so the text fields are
     * still checked and every message shows at once.
     */
    readSubmission(request: Request): Promise<RequestForm> {
      return readRequestForm(request, {
        field: DOG_IMAGES_FIELD,
        maxFiles: MAX_DOG_IMAGES,
        tmpDir: uploadTmpDir(config.dataDir),
      });
    },

    /** Counts one public submission from this address; a Spanish 429 when over (call before reading the body). */
    consumeSubmissionRate(ip: string): Promise<void> {
      return rateLimit.consume(DOG_SUBMISSION_RATE, ip);
    },

    /**
     * The public add-dog form (docs/product.md §5.5, §10.8): validates the fields and the images, stores the
     * images, and saves the dog — live when sent by admin/superAdmin, otherwise pending staff review
     * (with a mail to the staff when STAFF_EMAIL is set). A filled honeypot is refused. Throws a 4xx AppError (400 with field messages); nothing is stored when anything fails.
     * The uploaded (temporary) files are removed in every case.
     */
    async submit(input: DogSubmissionInput): Promise<{ dog: DogRow; isPending: boolean }> {
      try {
        return await submitDog(input);
      } finally {
        await discardUploads(input.files);
      }
    },
  };

  async function submitDog({
    fields,
    files,
    user,
    fileError,
  }: DogSubmissionInput): Promise<{ dog: DogRow; isPending: boolean }> {
    refuseFilledHoneypot(fields);
    // Staff publish at once; anyone else's dog waits for review, and they say who they are (issue 16).
    const isPending = !isStaff(user);
    const parsed = parseWith(isPending ? dogReportSchema : dogSubmissionSchema, fields);
    const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    const imageProblem = fileError ?? checkDogImageCount(files.length);
    if (imageProblem) errors[DOG_IMAGES_FIELD] = imageProblem;
    if (!parsed.ok || imageProblem) throw new AppError(400, FORM_INVALID, errors);
    const { finderName, finderPhone, finderEmail, ...input } = parsed.data as DogReport;

    const images = await processUploads(files.slice(0, MAX_DOG_IMAGES), storage, {
      field: DOG_IMAGES_FIELD,
      alt: (i) => `Foto ${i + 1} de ${input.name}, ${input.race}`,
    }).catch((error: unknown) => {
      // The same answer shape as every other form problem: the summary, and the file's message below.
      throw error instanceof UploadError ? new AppError(400, FORM_INVALID, error.errors) : error;
    });
    try {
      const dog = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dogs)
          .values({
            ...input,
            // A finder's words are a private note: the public story is the one staff write to approve it.
            features: isPending ? '' : input.features,
            images,
            isPending,
            submittedBy: user?.id ?? null,
            // Published at once when staff send it (the same moment as createdAt); else when approved.
            publishedAt: isPending ? null : sql`now()`,
          })
          .returning();
        if (isPending) {
          await tx.insert(dogReports).values({
            dogId: row!.id,
            finderName: finderName!,
            finderPhone: finderPhone!,
            finderEmail: finderEmail!,
            finderNote: input.features,
          });
        }
        if (isPending && config.staffEmail) {
          const { text, html } = renderMail({
            title: 'Un perro nuevo espera revisión',
            paragraphs: [
              'Alguien cargó un perro con el formulario público del sitio. No se publica hasta que lo revisen en el panel, donde también están sus datos de contacto.',
            ],
            rows: [
              ['Nombre', input.name],
              ['Sexo', input.gender],
              ['Edad', input.age],
              ['Tamaño', input.size],
              ['Raza', input.race],
              ['Fotos', String(images.length)],
              ['Lo encontró', finderName!],
              ['Enviado', user ? 'con su cuenta del sitio' : 'sin cuenta'],
            ],
            link: {
              href: `${config.publicUrl.replace(/\/$/, '')}/admin#/dogs/${row!.id}`,
              label: 'Revisarlo en el panel',
            },
          });
          await enqueueMail(tx, [
            { to: config.staffEmail, subject: `Perro para revisar: ${input.name}`, text, html },
          ]);
        }
        return row!;
      });
      if (isPending && config.staffEmail) mail.wake();
      return { dog, isPending };
    } catch (error) {
      await removeUploads(images, storage);
      throw error;
    }
  }
}
