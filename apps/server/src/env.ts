// The configuration contract of DESIGN §3. Parsed once at boot; nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MAX_CONNECTIONS_PER_IP } from './modules/security/limits';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'debe ser true o false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const url = (protocols: string[]) =>
  z
    .string()
    .url({ message: 'debe ser una URL' })
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `debe empezar con ${protocols.map((p) => `${p}://`).join(' o ')}`,
    });

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

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
    ADMIN_PASSWORD: optional(z.string().min(8, 'debe tener al menos 8 caracteres').max(128)),
    SEED_DEMO: bool(true),
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
    TRUST_PROXY: optional(z.string().min(1)),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive('debe ser un número mayor que 0').default(1),
    MAX_CONNECTIONS_PER_IP: z.coerce
      .number()
      .int('debe ser un número entero')
      .min(0, 'debe ser 0 (sin tope) o más')
      .default(MAX_CONNECTIONS_PER_IP),
    /** Set by `npm run bench` only: mounts the reference route GET /api/bench/ping. */
    BENCH_ROUTES: bool(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
    path: ['ADMIN_PASSWORD'],
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  dbDir: string;
  mediaDir: string;
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
  benchRoutes: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(entorno)'}: ${i.message}`);
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
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
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
    benchRoutes: e.BENCH_ROUTES,
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
