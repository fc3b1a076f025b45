import { z } from 'zod';
import { shelterDateTime } from '../dates';
import { MAIL_PLACEHOLDER_RE } from '../patterns';

// The review of what people send in (issue 16): an adoption request, a volunteer application or a school's
// request for a talk (issue 35) moves through stages, each change dated and signed by the staff member who
// made it, with private notes. The anchor is Animal Shelter Manager's reservation statuses. The `isPending`
// of docs/product.md §4 stays: pending means "not yet decided", i.e. an open stage.

export const APPLICATION_KINDS = ['adoption', 'volunteer', 'school', 'foster'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const ADOPTION_STAGES = [
  'nueva',
  'en_contacto',
  'entrevista',
  'aprobada',
  'rechazada',
  'retirada',
] as const;
export const VOLUNTEER_STAGES = [
  'nueva',
  'en_contacto',
  'entrevista',
  'incorporada',
  'rechazada',
  'retirada',
] as const;
/** A foster home (issue 38): «entrevista» is the call and the visit to the home; approval gives the role. */
export const FOSTER_STAGES = [
  'nueva',
  'en_contacto',
  'entrevista',
  'aprobada',
  'rechazada',
  'retirada',
] as const;
/** A school's talk (issue 35): agreed on a date («agendada», a private event on the calendar), then given or not. */
export const SCHOOL_STAGES = ['nueva', 'en_contacto', 'agendada', 'realizada', 'no_se_pudo'] as const;
type AdoptionStage = (typeof ADOPTION_STAGES)[number];
type VolunteerStage = (typeof VOLUNTEER_STAGES)[number];
type SchoolStage = (typeof SCHOOL_STAGES)[number];
export type ApplicationStage = AdoptionStage | VolunteerStage | SchoolStage;

export const STAGES: Record<ApplicationKind, readonly ApplicationStage[]> = {
  adoption: ADOPTION_STAGES,
  volunteer: VOLUNTEER_STAGES,
  school: SCHOOL_STAGES,
  foster: FOSTER_STAGES,
};

/** Stages still waiting for a decision (adoptions and volunteers): `isPending` is true exactly in these. */
export const OPEN_STAGES: readonly ApplicationStage[] = ['nueva', 'en_contacto', 'entrevista'];
/** A school's talk is still open until it was given or could not be: a scheduled talk still waits for its day. */
export const SCHOOL_OPEN_STAGES: readonly ApplicationStage[] = ['nueva', 'en_contacto', 'agendada'];
/** Each kind's open stages, in their order. */
const OPEN_STAGES_OF: Record<ApplicationKind, readonly ApplicationStage[]> = {
  adoption: OPEN_STAGES,
  volunteer: OPEN_STAGES,
  school: SCHOOL_OPEN_STAGES,
  foster: OPEN_STAGES,
};
/** Whether `stage` still waits for a decision: of `kind`, or of an adoption or volunteer request when not given. */
export const isOpenStage = (stage: string, kind?: ApplicationKind): boolean =>
  ((kind ? OPEN_STAGES_OF[kind] : OPEN_STAGES) as readonly string[]).includes(stage);

/** The stage the "pendiente" checkbox means: unchecking it approves, checking it reopens (docs/product.md §4). */
export const stageForPending = (kind: ApplicationKind, isPending: boolean): ApplicationStage =>
  isPending ? 'nueva' : APPROVED_STAGE[kind];

/** The stage that says yes: an adoption approved, a volunteer or a foster home joined, a talk given. */
export const APPROVED_STAGE: Record<ApplicationKind, ApplicationStage> = {
  adoption: 'aprobada',
  volunteer: 'incorporada',
  school: 'realizada',
  foster: 'aprobada',
};

/** What staff and applicants read. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  nueva: 'Nueva',
  en_contacto: 'En contacto',
  entrevista: 'Entrevista o visita',
  aprobada: 'Aprobada',
  incorporada: 'Incorporada al equipo',
  rechazada: 'No seguimos adelante',
  retirada: 'Retirada',
  agendada: 'Agendada',
  realizada: 'Realizada',
  no_se_pudo: 'No se pudo',
};

/** Why a request was closed without a staff decision on it: its dog found another family. */
export const DOG_ADOPTED_REASON = 'ya_adoptado';

export const STAGE_MSG = {
  stage: 'Elegí un estado de la lista',
  note: 'La nota puede tener hasta 2000 caracteres',
  nothing: 'Elegí un estado nuevo o escribí una nota',
  subject: 'El asunto del correo no puede estar vacío (hasta 200 caracteres)',
  body: 'El texto del correo no puede estar vacío (hasta 5000 caracteres)',
  notOpen: 'Esta solicitud ya está cerrada: no hace falta avisar',
  dogNotAdopted: 'El perro de esta solicitud todavía no fue adoptado',
  template: 'Ese correo no existe',
  closeOthers: 'Las otras solicitudes del perro se cierran sólo al aprobar una',
  talkAt: 'Elegí el día y la hora de la charla',
  talkAtOnlyScheduling: 'El día y la hora se indican sólo al agendar una charla',
} as const;

/** The day and time of a school's talk, as staff type it; required when it becomes «agendada». */
const talkAtField = z
  .string({ error: STAGE_MSG.talkAt })
  .trim()
  .max(19, { error: STAGE_MSG.talkAt, abort: true })
  .transform((value, ctx) => {
    const at = shelterDateTime(value);
    if (!at) {
      ctx.addIssue({ code: 'custom', message: STAGE_MSG.talkAt });
      return z.NEVER;
    }
    return at;
  });

/**
 * A change of stage and/or a private note. When `sendMail` is true the applicant gets the stage's mail:
 * the template's text, or the `subject`/`body` staff edited after previewing it.
 */
export function stageChangeSchema(kind: ApplicationKind) {
  return z
    .object({
      stage: z
        .enum(STAGES[kind] as [ApplicationStage, ...ApplicationStage[]], { error: STAGE_MSG.stage })
        .optional(),
      note: z.string({ error: STAGE_MSG.note }).trim().max(2000, { error: STAGE_MSG.note }).optional(),
      sendMail: z.boolean().default(false),
      subject: z
        .string({ error: STAGE_MSG.subject })
        .trim()
        .min(1, { error: STAGE_MSG.subject })
        .max(200, { error: STAGE_MSG.subject })
        .optional(),
      body: z
        .string({ error: STAGE_MSG.body })
        .trim()
        .min(1, { error: STAGE_MSG.body })
        .max(5000, { error: STAGE_MSG.body })
        .optional(),
      /**
       * Approving an adoption: also close these other open requests for the same dog, each told with
       * this «ya fue adoptado» text (its placeholders filled for each applicant). Issue 34, item 4.
       */
      closeOthers: mailTemplateSchema
        .extend({
          ids: z
            .array(z.string().uuid({ error: STAGE_MSG.closeOthers }))
            .min(1)
            .max(50),
        })
        .optional(),
      /**
       * A school's talk becoming «agendada» (or moved to another day while it is): when it happens, in
       * Buenos Aires time. It becomes a private event on the calendar (issue 35, item 7).
       */
      talkAt: talkAtField.optional(),
    })
    .refine((v) => v.stage !== undefined || (v.note ?? '') !== '', {
      error: STAGE_MSG.nothing,
      path: ['stage'],
    })
    .refine((v) => v.closeOthers === undefined || (kind === 'adoption' && v.stage === 'aprobada'), {
      error: STAGE_MSG.closeOthers,
      path: ['closeOthers'],
    })
    .refine((v) => !(kind === 'school' && v.stage === 'agendada') || v.talkAt !== undefined, {
      error: STAGE_MSG.talkAt,
      path: ['talkAt'],
    })
    .refine((v) => v.talkAt === undefined || (kind === 'school' && v.stage === 'agendada'), {
      error: STAGE_MSG.talkAtOnlyScheduling,
      path: ['talkAt'],
    });
}
export type StageChange = z.infer<ReturnType<typeof stageChangeSchema>>;

/** The mails staff can edit: one per stage that tells the applicant something, and the "already adopted" one. */
export const MAIL_TEMPLATE_KEYS = [
  'adoption.en_contacto',
  'adoption.entrevista',
  'adoption.aprobada',
  'adoption.rechazada',
  'adoption.retirada',
  'adoption.ya_adoptado',
  /** Not a mail: the adoption contract the adopter reads and accepts at /adopcion/{id} (issue 37). */
  'adoption.contrato',
  'volunteer.en_contacto',
  'volunteer.entrevista',
  'volunteer.incorporada',
  'volunteer.rechazada',
  'volunteer.retirada',
  'school.en_contacto',
  'school.agendada',
  'school.realizada',
  'school.no_se_pudo',
  'foster.en_contacto',
  'foster.entrevista',
  'foster.aprobada',
  'foster.rechazada',
  'foster.retirada',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

/** Words in a template that are replaced by the applicant's data. */
export const MAIL_PLACEHOLDERS = {
  '{nombre}': 'el nombre de quien escribió',
  '{perro}': 'el nombre del perro (solicitudes de adopción)',
  '{estado}': 'el estado nuevo',
  '{sitio}': 'la dirección del sitio',
  '{escuela}': 'el nombre de la escuela (charlas en escuelas)',
  '{fecha}': 'el día y la hora de la charla (charlas agendadas)',
  '{dni}': 'el DNI que escribe quien adopta al aceptar (contrato de adopción)',
  '{domicilio}': 'el domicilio de quien adopta, que confirma al aceptar (contrato de adopción)',
  '{sexo}': 'si el perro es macho o hembra (contrato de adopción)',
  '{edad}': 'la edad del perro (contrato de adopción)',
  '{castracion}': 'si el perro está castrado (contrato de adopción)',
  '{vacunas}': 'las vacunas del perro (contrato de adopción)',
  '{compromisos}': 'los compromisos cargados en la adopción, con sus fechas (contrato de adopción)',
} as const;

export const mailTemplateSchema = z.object({
  subject: z
    .string({ error: STAGE_MSG.subject })
    .trim()
    .min(1, { error: STAGE_MSG.subject })
    .max(200, { error: STAGE_MSG.subject }),
  body: z
    .string({ error: STAGE_MSG.body })
    .trim()
    .min(1, { error: STAGE_MSG.body })
    .max(5000, { error: STAGE_MSG.body }),
});

/** Replaces the placeholders; unknown braces stay as written. */
export function fillTemplate(
  text: string,
  values: Partial<Record<keyof typeof MAIL_PLACEHOLDERS, string>>,
): string {
  return text.replace(
    MAIL_PLACEHOLDER_RE,
    (match) => values[match as keyof typeof MAIL_PLACEHOLDERS] ?? match,
  );
}

/** The texts the shelter starts with; staff change them in the panel ("Correos"). */
export const DEFAULT_MAIL_TEMPLATES: Record<MailTemplateKey, { subject: string; body: string }> = {
  'adoption.en_contacto': {
    subject: 'Tu solicitud para adoptar a {perro}',
    body: 'Hola, {nombre}:\n\nLeímos tu solicitud para adoptar a {perro} y nos vamos a comunicar con vos en estos días por teléfono o por email para conocerte mejor.\n\nGracias por querer darle una familia.',
  },
  'adoption.entrevista': {
    subject: 'Coordinemos una visita para conocer a {perro}',
    body: 'Hola, {nombre}:\n\nQueremos seguir adelante con tu solicitud para adoptar a {perro}. El próximo paso es una entrevista o una visita al refugio: te vamos a escribir o llamar para coordinar el día y la hora.\n\n¡Nos vemos pronto!',
  },
  'adoption.aprobada': {
    subject: '¡{perro} va a ser parte de tu familia!',
    body: 'Hola, {nombre}:\n\n¡Tu solicitud para adoptar a {perro} fue aprobada! Te vamos a contactar para coordinar la entrega y contarte todo lo que necesitás saber para los primeros días.\n\nGracias por adoptar.',
  },
  'adoption.rechazada': {
    subject: 'Sobre tu solicitud para adoptar a {perro}',
    body: 'Hola, {nombre}:\n\nGracias por tu interés en adoptar a {perro}. Después de leer tu solicitud con atención, esta vez no vamos a seguir adelante con la adopción.\n\nHay muchos otros perros esperando una familia: podés conocerlos en {sitio}/adoptar/perros.',
  },
  'adoption.retirada': {
    subject: 'Cerramos tu solicitud para adoptar a {perro}',
    body: 'Hola, {nombre}:\n\nComo nos pediste, cerramos tu solicitud para adoptar a {perro}. Si más adelante querés volver a intentarlo, vas a ser bienvenido o bienvenida.\n\nGracias por pensar en El Campito.',
  },
  'adoption.ya_adoptado': {
    subject: '{perro} ya encontró una familia',
    body: 'Hola, {nombre}:\n\nTe escribimos para contarte que {perro} ya fue adoptado por otra familia, así que cerramos tu solicitud. Gracias de corazón por querer adoptar.\n\nHay muchos otros perros esperando: podés conocerlos en {sitio}/adoptar/perros.',
  },
  'adoption.contrato': {
    subject: 'Contrato de adopción de {perro}',
    body: [
      'Entre El Campito, refugio de perros sin fines de lucro, y {nombre}, DNI {dni}, con domicilio en {domicilio}, se acuerda la adopción responsable de {perro} ({sexo}, {edad}; castración: {castracion}; vacunas: {vacunas}).',
      'Quien adopta se compromete a:',
      '1. Darle a {perro} alimento, agua, abrigo, paseos y atención veterinaria durante toda su vida, y no tenerlo atado ni encerrado de forma permanente.',
      '2. Castrarlo, si todavía no lo está, y mantener sus vacunas al día en las fechas que acuerde con el refugio.',
      '3. Responder los seguimientos del refugio y permitir una visita si el refugio la pide.',
      '4. No venderlo, regalarlo ni abandonarlo: si no puede seguir cuidándolo, avisar al refugio, que lo recibe de vuelta.',
      '5. Avisar al refugio si cambia de domicilio, de teléfono o de email.',
      '6. Cumplir en sus fechas estos compromisos: {compromisos}.',
      'El refugio se compromete a acompañar a quien adopta y a responder sus consultas sobre {perro}.',
      'Aceptado en {sitio}.',
    ].join('\n\n'),
  },
  'volunteer.en_contacto': {
    subject: 'Tu solicitud para ser voluntario en El Campito',
    body: 'Hola, {nombre}:\n\nLeímos tu solicitud de voluntariado y nos vamos a comunicar con vos en estos días para conocerte mejor.\n\n¡Gracias por querer sumarte!',
  },
  'volunteer.entrevista': {
    subject: 'Coordinemos una charla sobre el voluntariado',
    body: 'Hola, {nombre}:\n\nQueremos seguir adelante con tu solicitud de voluntariado. El próximo paso es una charla o una visita al refugio: te vamos a escribir o llamar para coordinar.\n\n¡Nos vemos pronto!',
  },
  'volunteer.incorporada': {
    subject: '¡Bienvenido o bienvenida al voluntariado de El Campito!',
    body: 'Hola, {nombre}:\n\n¡Ya sos parte del equipo de voluntarios! Te vamos a contactar para coordinar tu primer día.\n\nGracias por sumarte.',
  },
  'volunteer.rechazada': {
    subject: 'Sobre tu solicitud de voluntariado',
    body: 'Hola, {nombre}:\n\nGracias por ofrecerte como voluntario o voluntaria. Por ahora no podemos sumarte al equipo, pero hay otras formas de ayudar: podés conocerlas en {sitio}/colaborar.',
  },
  'volunteer.retirada': {
    subject: 'Cerramos tu solicitud de voluntariado',
    body: 'Hola, {nombre}:\n\nComo nos pediste, cerramos tu solicitud de voluntariado. Si más adelante querés sumarte, vas a ser bienvenido o bienvenida.',
  },
  'school.en_contacto': {
    subject: 'Tu pedido de una charla para {escuela}',
    body: 'Hola, {nombre}:\n\nLeímos tu pedido de una charla para {escuela} y nos encantó. En estos días te escribimos o te llamamos para charlar sobre el grupo, los temas y los días que les quedan bien.\n\n¡Gracias por acercar a tus alumnos y alumnas al cuidado de los animales!',
  },
  'school.agendada': {
    subject: '¡Agendamos la charla en {escuela}!',
    body: 'Hola, {nombre}:\n\n¡Ya está! Agendamos la charla para {escuela} el {fecha}. Unos días antes te escribimos para confirmar los últimos detalles.\n\nSi algo cambia, respondé este correo y lo reacomodamos juntos.',
  },
  'school.realizada': {
    subject: 'Gracias por recibirnos en {escuela}',
    body: 'Hola, {nombre}:\n\nGracias por la charla con {escuela}: para nosotros es un gusto compartir lo que hacemos en El Campito con los chicos y las chicas. Si querés, contanos cómo la vivieron o mandanos fotos respondiendo este correo.\n\nSiempre van a ser bienvenidos en el refugio. Más propuestas en {sitio}/proyectoescolar.',
  },
  'school.no_se_pudo': {
    subject: 'Sobre la charla para {escuela}',
    body: 'Hola, {nombre}:\n\nTe escribimos para contarte que esta vez no pudimos concretar la charla para {escuela}. Lo sentimos mucho.\n\nSi más adelante quieren intentarlo de nuevo, podés pedirla otra vez en {sitio}/proyectoescolar/charla: nos encantaría ir.',
  },
  'foster.en_contacto': {
    subject: 'Tu solicitud para ser hogar de tránsito',
    body: 'Hola, {nombre}:\n\nLeímos tu solicitud para ser hogar de tránsito de El Campito. En estos días te escribimos o te llamamos para conocerte y contarte cómo funciona.\n\n¡Gracias por abrir tu casa!',
  },
  'foster.entrevista': {
    subject: 'Coordinemos una visita a tu casa',
    body: 'Hola, {nombre}:\n\nQueremos seguir adelante con tu solicitud para ser hogar de tránsito. El próximo paso es una charla y una visita a tu casa: te vamos a escribir o llamar para coordinar el día.\n\n¡Hasta pronto!',
  },
  'foster.aprobada': {
    subject: '¡Ya sos hogar de tránsito de El Campito!',
    body: 'Hola, {nombre}:\n\n¡Tu solicitud fue aprobada! Cuando un perro necesite un hogar de tránsito que te quede bien, te vamos a avisar. Cuando tengas uno con vos, en {sitio}/mi-transito vas a ver sus cuidados, contarnos cómo está y pedirnos alimento o lo que necesite.\n\nIngresá con este mismo email. Gracias por abrir tu casa.',
  },
  'foster.rechazada': {
    subject: 'Sobre tu solicitud para ser hogar de tránsito',
    body: 'Hola, {nombre}:\n\nGracias por ofrecer tu casa como hogar de tránsito. Por ahora no vamos a seguir adelante, pero hay otras formas de ayudar: podés conocerlas en {sitio}/colaborar.',
  },
  'foster.retirada': {
    subject: 'Cerramos tu solicitud para ser hogar de tránsito',
    body: 'Hola, {nombre}:\n\nComo nos pediste, cerramos tu solicitud para ser hogar de tránsito. Si más adelante querés volver a ofrecer tu casa, vas a ser bienvenido o bienvenida.',
  },
};

/** The template a stage change sends, if that stage tells the applicant something. */
export function templateKeyFor(kind: ApplicationKind, stage: ApplicationStage): MailTemplateKey | undefined {
  const key = `${kind}.${stage}`;
  return (MAIL_TEMPLATE_KEYS as readonly string[]).includes(key) ? (key as MailTemplateKey) : undefined;
}

export const MAIL_TEMPLATE_LABELS: Record<MailTemplateKey, string> = {
  'adoption.en_contacto': 'Adopción: en contacto',
  'adoption.entrevista': 'Adopción: entrevista o visita',
  'adoption.aprobada': 'Adopción: aprobada',
  'adoption.rechazada': 'Adopción: no seguimos adelante',
  'adoption.retirada': 'Adopción: retirada',
  'adoption.ya_adoptado': 'Adopción: el perro ya fue adoptado',
  'adoption.contrato': 'Adopción: contrato que acepta quien adopta',
  'volunteer.en_contacto': 'Voluntariado: en contacto',
  'volunteer.entrevista': 'Voluntariado: entrevista o charla',
  'volunteer.incorporada': 'Voluntariado: incorporada al equipo',
  'volunteer.rechazada': 'Voluntariado: no seguimos adelante',
  'volunteer.retirada': 'Voluntariado: retirada',
  'school.en_contacto': 'Charla en una escuela: en contacto',
  'school.agendada': 'Charla en una escuela: agendada',
  'school.realizada': 'Charla en una escuela: realizada',
  'school.no_se_pudo': 'Charla en una escuela: no se pudo',
  'foster.en_contacto': 'Hogar de tránsito: en contacto',
  'foster.entrevista': 'Hogar de tránsito: entrevista o visita',
  'foster.aprobada': 'Hogar de tránsito: aprobada',
  'foster.rechazada': 'Hogar de tránsito: no seguimos adelante',
  'foster.retirada': 'Hogar de tránsito: retirada',
};
