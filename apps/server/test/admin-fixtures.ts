// Test data for the admin API: a few rows per resource with lower-case ASCII texts (so every
// collation sorts them alike), and signed-in people of each role. Used by the admin tests only.
import { INTERFACE_ID, type Role } from '@campito/core';
import {
  adoptionCommitments,
  adoptionFollowups,
  adoptionRequests,
  adoptionReturns,
  campaigns,
  campaignUpdates,
  contactMessages,
  contributions,
  type Db,
  dogs,
  dogUpdates,
  dropPoints,
  events,
  fosterApplications,
  fosterPlacements,
  fosterUpdates,
  interfaces,
  mailOutbox,
  needPledges,
  needs,
  posts,
  pressNotes,
  schoolRequests,
  subscriptions,
  supplyRequests,
  users,
  volunteers,
} from '@campito/db';
import { eq } from 'drizzle-orm';
import type { Services } from '../src/services';

export type Persona = 'anonymous' | 'public' | 'voluntario' | 'admin' | 'superAdmin';
export const PERSONAS: readonly Persona[] = ['anonymous', 'public', 'voluntario', 'admin', 'superAdmin'];

export interface SignedIn {
  id: string;
  email: string;
  cookie: string;
}

/** Inserts a user with these roles and opens a session for it (cookie for app.inject()). */
export async function signIn(db: Db, services: Services, roles: Role[], email: string): Promise<SignedIn> {
  const [user] = await db
    .insert(users)
    .values({ name: `persona ${email.split('@')[0]}`, email, roles })
    .returning();
  const { token } = await services.sessions.create(user!.id);
  return { id: user!.id, email, cookie: `campito_session=${token}` };
}

export async function signInEveryone(db: Db, services: Services) {
  return {
    public: await signIn(db, services, ['public'], 'publico@example.com'),
    voluntario: await signIn(db, services, ['public', 'voluntario'], 'voluntario@example.com'),
    admin: await signIn(db, services, ['admin'], 'admin@example.com'),
    superAdmin: await signIn(db, services, ['superAdmin'], 'super@example.com'),
  };
}

const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n * 20, 15));
const image = (key: string) => ({ key, width: 1280, height: 960, widths: [320, 640, 1280] });

/** The questionnaire's answers of a stored adoption request (a row, not a form body). */
export const adoptionAnswers = {
  email: 'familia@example.com',
  phone: '1155550123',
  birthday: '1988-04-12',
  area: 'lanus',
  location: 'calle falsa 123',
  people: 3,
  accordance: 'si',
  vaccinated: 'si',
  description: 'somos una familia',
  otherAnimals: 'no',
  expatiate: 'no tenemos',
  castrated: 'si',
  reason: 'queremos adoptar',
  events: 'paciencia',
  holidays: 'viaja con nosotros',
  babies: 'sigue con nosotros',
  allergies: 'ninguna',
  items: ['otros'],
  home: ['casa'],
  freshAir: ['patio'],
  status: 'propietario',
  authorization: 'si',
  sleep: 'adentro',
  loneliness: 'poco',
  walk: 'dos veces',
  moving: 'se muda con nosotros',
  adaptation: 'si',
  sterilization: 'si',
};

/**
 * A stored volunteer application's answers (a row, not a form body), but for the name, email, area,
 * modality and carpooling that each row sets.
 */
export const volunteerAnswers = {
  phone: '1144443333',
  birthday: '1995-09-30',
  profession: 'docente',
  interest: 'pasear perros',
  availability: 6,
  days: ['sabado'],
  clarification: 'mananas',
  description: 'tuve perros',
  purpose: 'ayudar',
  vehicle: 'auto',
};

/** Rows for every resource; returns what was inserted, by resource. */
export async function insertAdminFixtures(db: Db) {
  const dogRows = await db
    .insert(dogs)
    .values([
      {
        name: 'alma',
        gender: 'hembra',
        age: 'cachorro',
        size: 'chico',
        race: 'mestizo',
        references: ['juguetona'],
        features: 'muy buena',
        images: [image('a1'), image('a2')],
        createdAt: day(0),
      },
      {
        name: 'bruno',
        gender: 'macho',
        age: 'adulto',
        size: 'grande',
        race: 'ovejero',
        references: ['tranquilo'],
        features: 'grandote',
        isSponsored: true,
        createdAt: day(1),
      },
      {
        name: 'chispa',
        gender: 'hembra',
        age: 'viejito',
        size: 'mediano',
        race: 'caniche',
        references: ['mimosa'],
        features: 'abuela',
        toAdopt: false,
        mobility: 'usa carrito',
        isUrgent: true,
        createdAt: day(2),
      },
      {
        name: 'dora',
        gender: 'hembra',
        age: 'adulto jóven',
        size: 'grande',
        race: 'mestizo',
        references: ['activa'],
        features: 'corre',
        isDelete: true,
        deletedAt: day(5),
        createdAt: day(3),
      },
      {
        name: 'eco',
        gender: 'macho',
        age: 'cachorro',
        size: 'mediano',
        race: 'beagle',
        references: ['curioso'],
        features: 'huele todo',
        isPending: true,
        createdAt: day(4),
      },
      {
        name: 'fito',
        gender: 'macho',
        age: 'viejito',
        size: 'chico',
        race: 'mestizo',
        references: ['dormilon'],
        features: 'duerme',
        isSponsored: true,
        video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        createdAt: day(5),
      },
    ])
    .returning();
  const press = await db
    .insert(pressNotes)
    .values([
      {
        media: 'clarin',
        type: 'Prensa Gráfica',
        date: '2023-05-01',
        title: 'rescate',
        link: 'https://example.com/a',
        description: 'nota larga',
      },
      { media: 'telefe', type: 'Televisión / Audiovisual', date: '2022-03-10', title: 'visita al campito' },
      { media: 'radio diez', type: 'Radio / Audio', date: '2024-01-20', title: 'entrevista' },
      { media: 'artista', type: 'Artistas Amigos', date: '2021-11-02', title: null },
      { media: 'pagina doce', type: 'Prensa Gráfica', date: '2024-07-15', title: 'adopciones record' },
    ])
    .returning();
  const postRows = await db
    .insert(posts)
    .values([
      { category: 'escolar', date: '2023-04-01', title: 'escuela uno', description: 'visita escolar' },
      { category: 'talleres', date: '2023-06-01', title: 'taller de cuidado' },
      { category: 'charlas', date: '2022-09-01', title: 'charla de tenencia' },
      { category: 'capacitaciones', date: '2024-02-01', title: 'capacitacion docente' },
      { category: 'escolar', date: '2024-05-01', title: null },
    ])
    .returning();
  const contributionRows = await db
    .insert(contributions)
    .values([
      {
        name: 'ana',
        email: 'ana@example.com',
        type: 'donación',
        method: 'mercadopago',
        total: 1500,
        currency: 'ARS',
        date: new Date('2024-01-10T15:00:00Z'),
        detail: 'alimento',
      },
      {
        name: 'beto',
        email: 'beto@example.com',
        type: 'padrinazgo',
        method: 'paypal',
        total: 25,
        currency: 'USD',
        date: new Date('2024-02-01T02:00:00Z'),
        dogId: dogRows[1]!.id,
        dogName: 'bruno',
      },
      {
        name: 'carla',
        email: 'carla@example.com',
        type: 'sponsoreo',
        method: 'donaronline',
        total: 3000,
        currency: 'ARS',
        date: new Date('2024-03-05T15:00:00Z'),
        dogId: dogRows[5]!.id,
        dogName: 'fito',
      },
      {
        name: null,
        email: 'dani@example.com',
        type: 'donación',
        method: 'cafecito',
        total: 700,
        currency: 'ARS',
        date: new Date('2023-12-31T23:30:00Z'),
      },
      {
        name: 'eva',
        email: 'eva@example.com',
        type: 'donación',
        method: 'otro',
        total: 10,
        currency: 'USD',
        date: new Date('2024-04-01T15:00:00Z'),
        status: 'pending',
      },
      {
        name: 'fede',
        email: 'fede@example.com',
        type: 'donación',
        method: 'mercadopago',
        total: 200,
        currency: 'ARS',
        date: new Date('2024-04-20T15:00:00Z'),
        status: 'failed',
      },
    ])
    .returning();
  const volunteerRows = await db
    .insert(volunteers)
    .values([
      {
        ...volunteerAnswers,
        name: 'gabi',
        email: 'gabi@example.com',
        area: 'quilmes',
        modality: 'presencial',
        carpooling: 'si',
        date: day(0),
      },
      {
        ...volunteerAnswers,
        name: 'hugo',
        email: 'hugo@example.com',
        area: 'lanus',
        modality: 'virtual',
        carpooling: 'no',
        isPending: false,
        date: day(1),
      },
      {
        ...volunteerAnswers,
        name: 'ines',
        email: 'ines@example.com',
        area: 'adrogue',
        modality: 'hibrido',
        carpooling: 'tal vez',
        date: day(2),
      },
      {
        ...volunteerAnswers,
        name: 'juan',
        email: 'juan@example.com',
        area: 'quilmes',
        modality: 'presencial',
        carpooling: 'no',
        isPending: false,
        date: day(3),
      },
      {
        ...volunteerAnswers,
        name: 'kiara',
        email: 'kiara@example.com',
        area: 'banfield',
        modality: 'virtual',
        carpooling: 'si',
        isDelete: true,
        date: day(4),
      },
    ])
    .returning();
  const adoptionRows = await db
    .insert(adoptionRequests)
    .values([
      {
        ...adoptionAnswers,
        nameDog: 'alma',
        dogId: dogRows[0]!.id,
        name: 'lara',
        email: 'lara@example.com',
        date: day(0),
      },
      {
        ...adoptionAnswers,
        nameDog: 'bruno',
        dogId: dogRows[1]!.id,
        name: 'mario',
        email: 'mario@example.com',
        date: day(1),
      },
      {
        ...adoptionAnswers,
        nameDog: 'chispa',
        dogId: dogRows[2]!.id,
        name: 'nora',
        isPending: false,
        approvedAt: day(3),
        date: day(2),
      },
      {
        ...adoptionAnswers,
        nameDog: 'fito',
        dogId: null,
        name: 'oscar',
        email: 'oscar@example.com',
        date: day(3),
      },
      {
        ...adoptionAnswers,
        nameDog: 'alma',
        dogId: dogRows[0]!.id,
        name: 'pia',
        email: 'pia@example.com',
        isDelete: true,
        date: day(4),
      },
    ])
    .returning();
  const contactRows = await db
    .insert(contactMessages)
    .values([
      {
        fullName: 'quique',
        email: 'quique@example.com',
        telephone: '1122223333',
        asunto: 'consulta',
        consulta: 'como visito',
        createdAt: day(0),
      },
      {
        fullName: 'rosa',
        email: 'rosa@example.com',
        telephone: '1122223333',
        asunto: 'adopciones',
        consulta: 'quiero adoptar',
        organization: 'escuela',
        createdAt: day(1),
      },
      {
        fullName: 'sol',
        email: 'sol@example.com',
        telephone: '1122223333',
        asunto: 'donaciones',
        consulta: 'transferencia',
        handled: true,
        createdAt: day(2),
      },
      {
        fullName: 'tito',
        email: 'tito@example.com',
        telephone: '1122223333',
        asunto: 'reclamo',
        consulta: 'no me respondieron',
        createdAt: day(3),
      },
    ])
    .returning();
  // The outbox the read-only mails list shows: one mail in each state.
  const mailRows = await db
    .insert(mailOutbox)
    .values([
      { to: 'quique@example.com', subject: 'Recibimos tu consulta', text: 'Hola quique', createdAt: day(0) },
      {
        to: 'rosa@example.com',
        subject: 'Recibimos tu mensaje',
        text: 'Hola rosa',
        status: 'sent',
        sentAt: day(1),
        createdAt: day(1),
      },
      {
        to: 'tito@example.com',
        subject: 'Tu reclamo',
        text: 'Hola tito',
        status: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED',
        createdAt: day(2),
      },
    ])
    .returning();
  // Monthly plans (issue 18): one of each state and provider, and a month charged on the first.
  const subscriptionRows = await db
    .insert(subscriptions)
    .values([
      {
        provider: 'mercadopago',
        providerSubscriptionId: '2c938084726fca480172750000000001',
        type: 'padrinazgo',
        dogId: dogRows[0]!.id,
        dogName: dogRows[0]!.name,
        amount: 3000,
        currency: 'ARS',
        email: 'pepa@example.com',
        status: 'active',
        wantsUpdates: true,
        startedAt: day(0),
        createdAt: day(0),
      },
      {
        provider: 'paypal',
        providerSubscriptionId: 'I-BW452GLLEP1G',
        type: 'donación',
        amount: 10,
        currency: 'USD',
        email: 'lalo@example.com',
        status: 'cancelled',
        createdAt: day(2),
      },
      {
        provider: 'mercadopago',
        type: 'padrinazgo',
        dogId: dogRows[1]!.id,
        dogName: dogRows[1]!.name,
        amount: 1500,
        currency: 'ARS',
        email: 'nora@example.com',
        status: 'pending',
        createdAt: day(4),
      },
    ])
    .returning();
  const [charged] = await db
    .update(contributions)
    .set({ subscriptionId: subscriptionRows[0]!.id })
    .where(eq(contributions.id, contributionRows[0]!.id))
    .returning();
  contributionRows[0] = charged!;
  // A dog's news ("Novedades"), already mailed.
  const dogUpdateRows = await db
    .insert(dogUpdates)
    .values([
      { dogId: dogRows[0]!.id, text: 'alma ya tiene todas las vacunas', mailedAt: day(0), createdAt: day(0) },
      { dogId: dogRows[1]!.id, text: 'bruno salió a pasear', mailedAt: day(3), createdAt: day(3) },
    ])
    .returning();
  // Schools' requests for a talk (issue 35): one of each level and modality, one given, one archived.
  const school = (
    name: string,
    level: 'inicial' | 'primaria' | 'secundaria',
    modality: 'escuela' | 'refugio' | 'virtual',
    n: number,
  ) => ({
    school: name,
    level,
    students: 20 + n,
    name: `docente ${n}`,
    email: `docente${n}@example.com`,
    phone: '1155557788',
    modality,
    preferredDates: 'martes a la mañana',
    date: day(n),
  });
  const schoolRows = await db
    .insert(schoolRequests)
    .values([
      school('jardin los horneros', 'inicial', 'refugio', 0),
      { ...school('escuela 12', 'primaria', 'escuela', 1), stage: 'en_contacto' },
      { ...school('tecnica 3', 'secundaria', 'virtual', 2), stage: 'realizada', isPending: false },
      { ...school('escuela 40', 'primaria', 'escuela', 3), isDelete: true },
    ])
    .returning();
  // Issue 38: applications to be a foster home, of each kind of home and duration; one approved, one archived.
  const foster = (name: string, n: number) => ({
    name,
    email: `${name}@example.com`,
    phone: '1133334444',
    birthday: '1990-06-15',
    area: n % 2 ? 'lanus' : 'adrogue',
    address: `calle ${n} numero 100`,
    household: 'dos adultos',
    otherAnimals: 'una gata castrada',
    date: day(n),
  });
  const fosterRows = await db
    .insert(fosterApplications)
    .values([
      {
        ...foster('lola', 0),
        home: 'casa con patio',
        timeAtHome: 'casi todo el día',
        sizes: ['chico', 'mediano'],
        canTake: ['cachorros'],
        duration: 'hasta 1 mes',
      },
      {
        ...foster('mora', 1),
        home: 'departamento',
        timeAtHome: 'medio día',
        sizes: ['chico'],
        canTake: [],
        duration: 'hasta 2 semanas',
        stage: 'entrevista',
      },
      {
        ...foster('nico', 2),
        home: 'quinta o campo',
        timeAtHome: 'pocas horas',
        sizes: ['grande'],
        canTake: ['perros mayores', 'perros con cuidados médicos'],
        duration: 'más de 3 meses',
        stage: 'aprobada',
        isPending: false,
      },
      {
        ...foster('olga', 3),
        home: 'casa sin patio',
        timeAtHome: 'medio día',
        sizes: ['mediano', 'grande'],
        canTake: ['perros que no caminan'],
        duration: 'hasta 3 meses',
        isDelete: true,
      },
    ])
    .returning();
  const [site] = await db
    .insert(interfaces)
    .values({
      id: INTERFACE_ID,
      visitasText: 'visitas suspendidas',
      colaboraText: 'colabora',
      slider: [image('s1')],
    })
    .returning();
  // Dates of the calendar (issue 35): a visit day, events that take bookings, a private talk, one cancelled.
  const eventRows = await db
    .insert(events)
    .values([
      {
        kind: 'visita',
        slug: '2024-02-04',
        title: 'Día de visita',
        startsAt: new Date('2024-02-04T14:00:00Z'),
      },
      {
        kind: 'taller',
        slug: '2024-02-10-taller-de-paseos',
        title: 'Taller de paseos',
        place: 'El Campito',
        startsAt: new Date('2024-02-10T13:00:00Z'),
        bookingRequired: true,
        capacity: 20,
        combiSeats: 4,
        combiMeetingPoint: 'Constitución',
        combiMeetingAt: new Date('2024-02-10T11:00:00Z'),
      },
      {
        kind: 'escuela',
        slug: '2024-03-05-escuela-12',
        title: 'Charla en escuela 12',
        startsAt: new Date('2024-03-05T13:00:00Z'),
        isPublic: false,
      },
      {
        kind: 'jornada',
        slug: '2024-03-16-jornada-de-puertas-abiertas',
        title: 'Jornada de puertas abiertas',
        startsAt: new Date('2024-03-16T13:00:00Z'),
        bookingRequired: true,
        status: 'cancelado',
        notice: 'Se suspende por lluvia.',
      },
    ])
    .returning();
  // Issue 36: «Necesitamos»: two items, two drop-off points, promises promised and arrived.
  const needRows = await db
    .insert(needs)
    .values([
      { name: 'Pañales talle L', wanted: 300, urgency: 'urgente', position: 1 },
      { name: 'Mantas', wanted: 80, urgency: 'pronto', position: 2, active: false },
    ])
    .returning();
  const pointRows = await db
    .insert(dropPoints)
    .values([
      { name: 'El refugio', address: 'Ruta 6 km 3', hours: 'Sábados de 10 a 16', position: 1 },
      { name: 'Veterinaria San Roque', address: 'Av. Rivadavia 5200', hours: 'Lunes a viernes', position: 2 },
    ])
    .returning();
  const needPledgeRows = await db
    .insert(needPledges)
    .values([
      {
        needId: needRows[0]!.id,
        dropPointId: pointRows[0]!.id,
        quantity: 2,
        name: 'Rocío Trae',
        email: 'rocio@example.com',
        bringOn: '2024-03-02',
        createdAt: new Date('2024-01-20T15:00:00Z'),
      },
      {
        needId: needRows[1]!.id,
        dropPointId: pointRows[1]!.id,
        quantity: 5,
        name: 'Martín Lleva',
        phone: '1155550123',
        bringOn: '2024-02-20',
        status: 'llego',
        arrivedQuantity: 4,
        arrivedAt: new Date('2024-02-20T15:00:00Z'),
        createdAt: new Date('2024-02-15T15:00:00Z'),
      },
    ])
    .returning();
  // Issue 36: campaigns, one for a dog, with news; a gift tagged to the first.
  const campaignRows = await db
    .insert(campaigns)
    .values([
      {
        slug: 'techo-abuelos',
        title: 'Un techo para los abuelos',
        summary: 'La tormenta se llevó el techo.',
        story: 'Historia del techo.',
        goal: 1_500_000,
        usdRate: 1200,
        endsOn: '2024-04-30',
      },
      {
        slug: 'operacion-de-cadera',
        title: 'Operación de cadera',
        summary: 'Una cirugía urgente.',
        story: 'Historia de la cirugía.',
        goal: 400_000,
        usdRate: 1000,
        endsOn: '2024-02-15',
        dogId: dogRows[1]!.id,
        closedAt: new Date('2024-02-10T15:00:00Z'),
      },
    ])
    .returning();
  const campaignUpdateRows = await db
    .insert(campaignUpdates)
    .values([
      {
        campaignId: campaignRows[0]!.id,
        text: 'Llegaron las chapas',
        createdAt: new Date('2024-01-20T15:00:00Z'),
      },
      {
        campaignId: campaignRows[1]!.id,
        text: 'Salió bien la cirugía',
        createdAt: new Date('2024-02-12T15:00:00Z'),
      },
    ])
    .returning();
  const [tagged] = await db
    .update(contributions)
    .set({ campaignId: campaignRows[0]!.id, thankPublicly: true })
    .where(eq(contributions.id, contributionRows[1]!.id))
    .returning();
  contributionRows[1] = tagged!;
  // Issue 37: two follow-ups of chispa's adoption; the first answered with a plea for help and published.
  const followupRows = await db
    .insert(adoptionFollowups)
    .values([
      {
        requestId: adoptionRows[2]!.id,
        dogId: dogRows[2]!.id,
        adopterName: 'nora',
        dogName: 'chispa',
        afterDays: 7,
        dueOn: '2024-03-08',
        sentAt: new Date('2024-03-08T13:00:00Z'),
        answeredAt: new Date('2024-03-09T13:00:00Z'),
        answers: {
          howIsDog: 'Chispa corre por el patio.',
          eating: 'bien',
          sleeping: 'bien',
          gettingAlong: 'mal',
        },
        wantsHelp: true,
        mayPublish: true,
        attention: 'ayuda',
        storyText: 'Chispa corre por el patio todas las mañanas.',
        storyPublishedAt: new Date('2024-03-10T13:00:00Z'),
      },
      {
        requestId: adoptionRows[2]!.id,
        dogId: dogRows[2]!.id,
        adopterName: 'nora',
        dogName: 'chispa',
        afterDays: 30,
        dueOn: '2024-03-31',
      },
    ])
    .returning();
  // Issue 37: chispa's commitments (one overdue, one done) and bruno's return.
  const commitmentRows = await db
    .insert(adoptionCommitments)
    .values([
      {
        requestId: adoptionRows[2]!.id,
        adopterName: 'nora',
        dogName: 'chispa',
        kind: 'vacunas',
        description: 'refuerzo de la antirrabica',
        dueOn: '2024-04-01',
      },
      {
        requestId: adoptionRows[2]!.id,
        adopterName: 'nora',
        dogName: 'chispa',
        kind: 'castracion',
        description: 'castracion a los seis meses',
        dueOn: '2024-06-01',
        doneAt: new Date('2024-05-20T15:00:00Z'),
      },
    ])
    .returning();
  const returnRows = await db
    .insert(adoptionReturns)
    .values([
      {
        requestId: adoptionRows[1]!.id,
        dogId: dogRows[1]!.id,
        dogName: 'bruno',
        returnedOn: '2024-03-15',
        reason: 'mudanza',
        broughtBy: 'mario',
        dogState: 'sano',
      },
    ])
    .returning();
  // Issue 38: a foster home with luna (open) and, before, bruno (back to the shelter).
  const [fosterUser] = await db
    .insert(users)
    .values({ name: 'rita transito', email: 'rita.transito@example.com', roles: ['public', 'transito'] })
    .returning();
  const placementRows = await db
    .insert(fosterPlacements)
    .values([
      {
        dogId: dogRows[0]!.id,
        fosterId: fosterUser!.id,
        fosterName: 'rita transito',
        startsOn: '2024-03-01',
        care: 'pastilla para la tiroides',
        notes: 'patio grande',
      },
      {
        dogId: dogRows[1]!.id,
        fosterId: fosterUser!.id,
        fosterName: 'rita transito',
        startsOn: '2024-01-10',
        endedOn: '2024-02-10',
        destination: 'refugio',
      },
    ])
    .returning();
  // Issue 38: rita's updates (bruno's published as his news) and her supply requests, one in each state.
  const fosterUpdateRows = await db
    .insert(fosterUpdates)
    .values([
      {
        placementId: placementRows[0]!.id,
        dogId: dogRows[0]!.id,
        authorId: fosterUser!.id,
        text: 'alma duerme en el sillon',
        photos: [image('fu1'), image('fu2')],
        createdAt: new Date('2024-03-05T15:00:00Z'),
      },
      {
        placementId: placementRows[1]!.id,
        dogId: dogRows[1]!.id,
        authorId: fosterUser!.id,
        text: 'bruno ya camina mejor',
        photos: [],
        dogUpdateId: dogUpdateRows[1]!.id,
        createdAt: new Date('2024-01-20T15:00:00Z'),
      },
    ])
    .returning();
  const supplyRows = await db
    .insert(supplyRequests)
    .values([
      {
        fosterId: fosterUser!.id,
        fosterName: 'rita transito',
        dogId: dogRows[0]!.id,
        kind: 'alimento',
        detail: 'alimento de cachorro',
        quantity: '2 bolsas de 15 kg',
        urgency: 'urgente',
        createdAt: new Date('2024-03-06T15:00:00Z'),
      },
      {
        fosterId: fosterUser!.id,
        fosterName: 'rita transito',
        kind: 'transportadora',
        detail: 'una transportadora mediana',
        quantity: '1',
        urgency: 'normal',
        state: 'preparado',
        createdAt: new Date('2024-01-25T15:00:00Z'),
      },
      {
        fosterId: fosterUser!.id,
        fosterName: 'rita transito',
        dogId: dogRows[1]!.id,
        kind: 'medicamento',
        detail: 'antiparasitario',
        quantity: '3 pipetas',
        urgency: 'pronto',
        state: 'entregado',
        createdAt: new Date('2024-01-15T15:00:00Z'),
      },
    ])
    .returning();
  return {
    fosterUpdates: fosterUpdateRows,
    supplyRequests: supplyRows,
    fosterUsers: [fosterUser!],
    fosterPlacements: placementRows,
    commitments: commitmentRows,
    returns: returnRows,
    followups: followupRows,
    campaigns: campaignRows,
    campaignUpdates: campaignUpdateRows,
    needs: needRows,
    dropPoints: pointRows,
    needPledges: needPledgeRows,
    dogs: dogRows,
    press,
    escolar: postRows,
    contributions: contributionRows,
    volunteers: volunteerRows,
    adoptions: adoptionRows,
    contacts: contactRows,
    interfaces: [site!],
    mails: mailRows,
    subscriptions: subscriptionRows,
    dogUpdates: dogUpdateRows,
    schoolRequests: schoolRows,
    fosterApplications: fosterRows,
    events: eventRows,
  };
}

export type AdminFixtures = Awaited<ReturnType<typeof insertAdminFixtures>>;
