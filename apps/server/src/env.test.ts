import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'campito-env-'));

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.google).toBeUndefined();
    expect(c.rateLimitMultiplier).toBe(1);
    expect(c.paypal.apiUrl).toBe('https://api-m.paypal.com');
  });

  it('generates SESSION_SECRET once into DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'quizás'],
    ['ADMIN_EMAIL', 'no-es-email'],
    ['RATE_LIMIT_MULTIPLIER', '-1'],
    ['PUBLIC_URL', 'ftp://x'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value, ADMIN_PASSWORD: undefined })).toThrow(
      new RegExp(name),
    );
  });

  it('ADMIN_EMAIL needs ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('reads every variable of the contract', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/campito',
      PUBLIC_URL: 'https://elcampito.org.ar/',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'clave12345',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://mail:25',
      STAFF_EMAIL: 'staff@example.com',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      OIDC_ISSUER: 'http://127.0.0.1:9000',
      MERCADOPAGO_ACCESS_TOKEN: 'mp',
      PAYPAL_API_URL: 'http://127.0.0.1:9001/',
      TRUST_PROXY: '1',
      RATE_LIMIT_MULTIPLIER: '50',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/campito',
      publicUrl: 'https://elcampito.org.ar',
      admin: { email: 'admin@example.com', password: 'clave12345' },
      seedDemo: false,
      smtpUrl: 'smtp://mail:25',
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:9000' },
      paypal: { apiUrl: 'http://127.0.0.1:9001' },
      trustProxy: 1,
      rateLimitMultiplier: 50,
    });
  });
});

describe('configuration with DATABASE_URL (issue 15)', () => {
  const POSTGRES = 'postgres://u:p@db:5432/campito';
  const SECRET = 'x'.repeat(40);

  it('stops the start without SESSION_SECRET, naming it and saying why', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: POSTGRES, PUBLIC_URL: 'https://elcampito.org.ar' }),
    ).toThrow(/SESSION_SECRET: es obligatoria con DATABASE_URL/);
  });

  it('stops the start without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: POSTGRES, SESSION_SECRET: SECRET })).toThrow(
      /PUBLIC_URL: es obligatoria con DATABASE_URL/,
    );
  });

  it('names both when both are missing, and writes no generated secret', () => {
    const dir = dataDir();
    let message = '';
    try {
      loadConfig({ DATA_DIR: dir, DATABASE_URL: POSTGRES });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Configuración inválida:/);
    expect(message).toContain('SESSION_SECRET');
    expect(message).toContain('PUBLIC_URL');
    expect(existsSync(path.join(dir, 'session-secret'))).toBe(false);
  });

  it('the command-line tools (serving: false) do not need them', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: POSTGRES }, { serving: false });
    expect(c.databaseUrl).toBe(POSTGRES);
  });

  it('loads no demo content unless SEED_DEMO=true is set explicitly', () => {
    const base = {
      DATA_DIR: dataDir(),
      DATABASE_URL: POSTGRES,
      SESSION_SECRET: SECRET,
      PUBLIC_URL: 'https://a.org',
    };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('the embedded database still loads the demo by default, and SEED_DEMO=false turns it off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('housekeeping configuration', () => {
  it('runs every 6 hours, keeps delivered mails 30 days and visits\u2019 personal data 90 days by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).housekeeping).toEqual({
      intervalHours: 6,
      outboxRetentionDays: 30,
      visitsKeepDays: 90,
    });
  });

  it('reads HOUSEKEEPING_INTERVAL_HOURS, OUTBOX_RETENTION_DAYS and VISITS_KEEP_DAYS', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      HOUSEKEEPING_INTERVAL_HOURS: '0.5',
      OUTBOX_RETENTION_DAYS: '7',
      VISITS_KEEP_DAYS: '30',
    });
    expect(c.housekeeping).toEqual({ intervalHours: 0.5, outboxRetentionDays: 7, visitsKeepDays: 30 });
  });

  it.each([
    ['HOUSEKEEPING_INTERVAL_HOURS', '0'],
    ['HOUSEKEEPING_INTERVAL_HOURS', '1000'],
    ['OUTBOX_RETENTION_DAYS', '0'],
    ['OUTBOX_RETENTION_DAYS', '2.5'],
    ['VISITS_KEEP_DAYS', '0'],
    ['VISITS_KEEP_DAYS', '1.5'],
  ])('a bad %s (%s) stops the start naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name));
  });
});
