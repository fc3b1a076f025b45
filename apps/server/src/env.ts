// The configuration contract of docs/configuration.md. Parsed once at boot; nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MAX, PASSWORD_MIN, VISITS_KEEP_DAYS_DEFAULT } from '@campito/core';
import { z } from 'zod';
import { MAX_CONNECTIONS_PER_IP } from './modules/security/limits';

/** A true/false variable whose default depends on other variables: undefined when unset or empty. */
const optionalBool = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'debe ser true o false' })
      .optional()
      .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  );

const url = (protocols: string[]) =>
  z
    .string()
    .url({ message: 'debe ser una URL' })
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `debe empezar con ${protocols.map((p) => `${p}://`).join(' o ')}`,
    });

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

interface MediaEnv {
  MEDIA_S3_BUCKET?: string;
  MEDIA_S3_REGION?: string;
  MEDIA_S3_ENDPOINT?: string;
  MEDIA_S3_FORCE_PATH_STYLE?: boolean;
  MEDIA_S3_ACCESS_KEY_ID?: string;
  MEDIA_S3_SECRET_ACCESS_KEY?: string;
  MEDIA_S3_PREFIX?: string;
  MEDIA_PUBLIC_URL?: string;
}

/**
 * MEDIA_S3_*: every other variable needs MEDIA_S3_BUCKET; on AWS itself (no MEDIA_S3_ENDPOINT) the
 * region says where the bucket is, so it is required; the two parts of a key go together.
 */
function mediaStorageRules(e: MediaEnv, ctx: z.RefinementCtx) {
  const issue = (path: keyof MediaEnv, message: string) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  if (!e.MEDIA_S3_BUCKET) {
    const others = [
      'MEDIA_S3_REGION',
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_FORCE_PATH_STYLE',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
      'MEDIA_S3_PREFIX',
      'MEDIA_PUBLIC_URL',
    ] as const;
    for (const name of others) {
      if (e[name] !== undefined)
        issue(name, 'necesita MEDIA_S3_BUCKET (sin bucket, las imágenes se guardan en DATA_DIR/media)');
    }
    return;
  }
  if (!e.MEDIA_S3_ENDPOINT && !e.MEDIA_S3_REGION)
    issue('MEDIA_S3_REGION', 'es obligatoria en AWS S3 (la región del bucket, por ejemplo sa-east-1)');
  if (!e.MEDIA_S3_ACCESS_KEY_ID !== !e.MEDIA_S3_SECRET_ACCESS_KEY)
    issue(
      e.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_ACCESS_KEY_ID y MEDIA_S3_SECRET_ACCESS_KEY van juntas',
    );
  // Folders by name only: no leading or doubled slash, no "." or "..".
  const parts = e.MEDIA_S3_PREFIX?.replace(/\/$/, '').split('/') ?? [];
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    issue('MEDIA_S3_PREFIX', 'debe ser como campito/media/, sin / al principio, // ni partes . o ..');
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(url(['postgres', 'postgresql'])),
    PUBLIC_URL: optional(url(['http', 'https'])),
    SESSION_SECRET: optional(z.string().min(32, 'debe tener al menos 32 caracteres')),
    ADMIN_EMAIL: optional(z.string().email('debe ser un email')),
    ADMIN_PASSWORD: optional(
      z.string().min(PASSWORD_MIN, `debe tener al menos ${PASSWORD_MIN} caracteres`).max(PASSWORD_MAX),
    ),
    /** Unset: true with the embedded database, false with DATABASE_URL (never demo data in production). */
    SEED_DEMO: optionalBool(),
    SMTP_URL: optional(url(['smtp', 'smtps'])),
    MAIL_FROM: optional(z.string().min(3)),
    STAFF_EMAIL: optional(z.string().email('debe ser un email')),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    OIDC_ISSUER: optional(url(['http', 'https'])),
    MERCADOPAGO_ACCESS_TOKEN: optional(z.string().min(1)),
    MERCADOPAGO_WEBHOOK_SECRET: optional(z.string().min(1)),
    MERCADOPAGO_API_URL: optional(url(['http', 'https'])),
    PAYPAL_CLIENT_ID: optional(z.string().min(1)),
    PAYPAL_CLIENT_SECRET: optional(z.string().min(1)),
    PAYPAL_WEBHOOK_ID: optional(z.string().min(1)),
    PAYPAL_API_URL: optional(url(['http', 'https'])),
    // Media in an S3-compatible bucket instead of DATA_DIR/media (media/s3-storage.ts).
    MEDIA_S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket válido'),
    ),
    MEDIA_S3_REGION: optional(
      z.string().regex(/^[a-z0-9-]{1,40}$/, 'debe ser una región como us-east-1 o auto'),
    ),
    MEDIA_S3_ENDPOINT: optional(url(['http', 'https'])),
    MEDIA_S3_FORCE_PATH_STYLE: optionalBool(),
    MEDIA_S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    MEDIA_S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    MEDIA_S3_PREFIX: optional(
      z
        .string()
        .max(200, 'puede tener hasta 200 caracteres')
        .regex(/^[A-Za-z0-9._/-]+$/, 'debe ser como campito/media/ (letras, números, . _ - y /)'),
    ),
    MEDIA_PUBLIC_URL: optional(url(['http', 'https'])),
    TRUST_PROXY: optional(z.string().min(1)),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive('debe ser un número mayor que 0').default(1),
    MAX_CONNECTIONS_PER_IP: z.coerce
      .number()
      .int('debe ser un número entero')
      .min(0, 'debe ser 0 (sin tope) o más')
      .default(MAX_CONNECTIONS_PER_IP),
    /** Memory for anonymous answers kept ready (plugins/answer-cache.ts); 0 turns the cache off. */
    ANSWER_CACHE_MB: z.coerce
      .number()
      .int('debe ser un número entero de megabytes')
      .min(0, 'debe ser 0 (sin caché) o más')
      .max(4096, 'debe ser como mucho 4096')
      .default(64),
    HOUSEKEEPING_INTERVAL_HOURS: z.coerce
      .number()
      .positive('debe ser un número de horas mayor que 0')
      .max(168, 'debe ser como mucho 168 (una semana)')
      .default(6),
    OUTBOX_RETENTION_DAYS: z.coerce
      .number()
      .int('debe ser un número entero de días')
      .min(1, 'debe ser 1 o más días')
      .default(30),
    /** Days after a visit or event its bookings, alerts and school requests' personal data are kept. */
    VISITS_KEEP_DAYS: z.coerce
      .number()
      .int('debe ser un número entero de días')
      .min(1, 'debe ser 1 o más días')
      .max(3650, 'debe ser como mucho 3650 (diez años)')
      .default(VISITS_KEEP_DAYS_DEFAULT),
    /** Set: GET /metrics (and /api/metrics) on this port, without sign-in, instead of staff-only /api/metrics. */
    METRICS_PORT: optional(
      z.coerce.number().int('debe ser un número entero').min(1, 'debe ser un puerto (1 a 65535)').max(65535),
    ),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((e, ctx) => mediaStorageRules(e, ctx))
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
    path: ['ADMIN_PASSWORD'],
  });

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  dbDir: string;
  mediaDir: string;
  /** MEDIA_S3_BUCKET set: images go to this bucket instead of mediaDir (media/s3-storage.ts). */
  mediaS3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    /** Unset: the SDK's default chain (AWS_* variables, shared files, instance or task role). */
    credentials?: { accessKeyId: string; secretAccessKey: string };
    /** '' or ending in '/'. */
    prefix: string;
    /** MEDIA_PUBLIC_URL without a trailing slash: /media/<name> redirects to `${publicUrl}/${prefix}${name}`. */
    publicUrl?: string;
  };
  outboxDir: string;
  databaseUrl?: string;
  publicUrl: string;
  sessionSecret: string;
  admin?: { email: string; password: string };
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  staffEmail?: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  mercadopago: { accessToken?: string; webhookSecret?: string; apiUrl: string };
  paypal: { clientId?: string; clientSecret?: string; webhookId?: string; apiUrl: string };
  trustProxy?: boolean | string | number;
  rateLimitMultiplier: number;
  /** Open connections one address may hold (0: no cap); not applied behind a trusted proxy. */
  maxConnectionsPerIp: number;
  logLevel: Env['LOG_LEVEL'];
  /** METRICS_PORT set: Prometheus metrics served there (METRICS_HOST) and not on the main port. */
  metrics?: { port: number; host: string };
  /** Bytes of anonymous answers the answer cache may hold; 0 turns it off (ANSWER_CACHE_MB). */
  answerCacheBytes: number;
  /**
   * Periodic clean-up (modules/housekeeping): how often, how long delivered mails are kept, and how many
   * days after its date a visit's or event's personal data is kept (VISITS_KEEP_DAYS).
   */
  housekeeping: { intervalHours: number; outboxRetentionDays: number; visitsKeepDays: number };
}

export class ConfigError extends Error {}

/**
 * What serving on PostgreSQL needs besides the URL. Several instances share one database: each must sign
 * sessions alike and build the same links (a Google sign-in may come back to another instance), so
 * neither can be made up per DATA_DIR.
 */
function missingForSharedDatabase(e: Env): string[] {
  if (!e.DATABASE_URL) return [];
  const lines: string[] = [];
  if (!e.SESSION_SECRET)
    lines.push(
      '  SESSION_SECRET: es obligatoria con DATABASE_URL (el mismo secreto de ≥ 32 caracteres en todas las instancias)',
    );
  if (!e.PUBLIC_URL)
    lines.push(
      '  PUBLIC_URL: es obligatoria con DATABASE_URL (la dirección pública del sitio, como https://…)',
    );
  return lines;
}

export interface LoadOptions {
  /**
   * false for the command-line tools (db:seed, db:reset), which open the database but sign no session
   * and build no link: they do not need SESSION_SECRET and PUBLIC_URL with DATABASE_URL.
   */
  serving?: boolean;
}

/** Parses the environment; a bad or missing value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const parsed = EnvSchema.safeParse(source);
  const lines = parsed.success
    ? options.serving === false
      ? []
      : missingForSharedDatabase(parsed.data)
    : parsed.error.issues.map((i) => `  ${i.path.join('.') || '(entorno)'}: ${i.message}`);
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    mediaDir: path.join(dataDir, 'media'),
    mediaS3: mediaS3Config(e),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'El Campito <no-responder@elcampito.org.ar>',
    staffEmail: e.STAFF_EMAIL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.OIDC_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    mercadopago: {
      accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
      apiUrl: (e.MERCADOPAGO_API_URL ?? 'https://api.mercadopago.com').replace(/\/+$/, ''),
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      apiUrl: (e.PAYPAL_API_URL ?? 'https://api-m.paypal.com').replace(/\/+$/, ''),
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    answerCacheBytes: e.ANSWER_CACHE_MB * 2 ** 20,
    housekeeping: {
      intervalHours: e.HOUSEKEEPING_INTERVAL_HOURS,
      outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
      visitsKeepDays: e.VISITS_KEEP_DAYS,
    },
  };
}

function mediaS3Config(e: MediaEnv): Config['mediaS3'] {
  if (!e.MEDIA_S3_BUCKET) return undefined;
  const prefix = (e.MEDIA_S3_PREFIX ?? '').replace(/\/+$/, '');
  return {
    bucket: e.MEDIA_S3_BUCKET,
    // Stores other than AWS (MinIO, R2, B2…) ignore the region or accept us-east-1.
    region: e.MEDIA_S3_REGION ?? 'us-east-1',
    endpoint: e.MEDIA_S3_ENDPOINT,
    // bucket.host addressing is AWS's; other stores are addressed host/bucket unless told otherwise.
    forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ?? e.MEDIA_S3_ENDPOINT !== undefined,
    credentials:
      e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: prefix ? `${prefix}/` : '',
    publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return undefined;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // a list of addresses / CIDRs, as Fastify accepts
}

/** SESSION_SECRET unset: generate one once and keep it in DATA_DIR so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
