// @engines pglite postgres — row leases with FOR UPDATE SKIP LOCKED: `npm test` runs this file on both (scripts/test.mjs).
// Issue 15 item 8: a stalled SMTP server must not let two instances send the same mail. Every SMTP wait
// ends well before the outbox lease does, and a worker writes a mail's outcome only while it still holds
// the mail's lease. Real SMTP servers (smtp-server, and a bare TCP server that never greets).
import { createServer, type Server } from 'node:net';
import { mailOutbox } from '@campito/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { startSmtpServer } from '../../../test/smtp';
import { waitFor } from '../../../test/wait';
import { deliverDueMails, enqueueMail, LEASE_SECONDS } from './outbox';
import { createMailTransport, SMTP_TIMEOUTS } from './transport';

/** Short SMTP waits for tests. The lease stays long: a test ends one by moving its end into the past. */
const QUICK = { connectionMs: 500, greetingMs: 500, socketMs: 300 };
const TEST_LEASE_SECONDS = 60;

/** A gate the stalled server waits on; opening it lets every held answer go. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

describe('mail outbox leases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  it('keeps every SMTP wait of an attempt well under the lease', () => {
    const attempt = SMTP_TIMEOUTS.connectionMs + SMTP_TIMEOUTS.greetingMs + SMTP_TIMEOUTS.socketMs;
    expect(attempt).toBeLessThanOrEqual((LEASE_SECONDS * 1000) / 2);
    expect(QUICK.connectionMs + QUICK.greetingMs + QUICK.socketMs).toBeLessThan(TEST_LEASE_SECONDS * 1000);
  });

  it('gives up on a server that accepts the connection and never greets', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as import('node:net').AddressInfo;
    const transport = createMailTransport({ ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` }, QUICK);
    await enqueueMail(t.db, [{ to: 'staff@example.com', subject: 'Hola', text: 'uno' }]);
    try {
      expect(await deliverDueMails(t.db, transport, { leaseSeconds: TEST_LEASE_SECONDS })).toEqual({
        sent: 0,
        failed: 1,
      });
      const [row] = await t.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, leaseToken: null });
      expect(row!.lastError).toMatch(/greeting|timeout/i);
    } finally {
      transport.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('two workers and a server stalled in DATA: each mail is delivered once when SMTP works again', async () => {
    let stalled = true;
    const held = gate();
    const smtp = await startSmtpServer(0, { beforeReply: () => (stalled ? held.opened : undefined) });
    const url = smtp.url;
    const a = createMailTransport({ ...t.config, smtpUrl: url }, QUICK);
    const b = createMailTransport({ ...t.config, smtpUrl: url }, QUICK);
    const lost: string[] = [];
    const options = { leaseSeconds: TEST_LEASE_SECONDS, onLost: (id: string) => lost.push(id) };
    await enqueueMail(
      t.db,
      ['uno', 'dos', 'tres'].map((text) => ({ to: `${text}@example.com`, subject: 'Aviso', text })),
    );
    try {
      // The server takes each message and never answers: both workers give up before their leases end.
      const down = await Promise.all([deliverDueMails(t.db, a, options), deliverDueMails(t.db, b, options)]);
      expect(down.reduce((n, r) => n + r.failed, 0)).toBe(3);
      expect(down.reduce((n, r) => n + r.sent, 0)).toBe(0);
      const waiting = await t.db.select().from(mailOutbox);
      for (const row of waiting) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, leaseToken: null });
        expect(row.lastError).toMatch(/timeout/i);
      }

      // The stalled server notices the hang-ups; what it then accepts reached no one (`abandoned`).
      await waitFor(() => smtp.openConnections() === 0);
      // The server answers again; the retries are made due now, and both workers race for them.
      stalled = false;
      held.open();
      await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      let sent = 0;
      for (let round = 0; round < 5 && sent < 3; round++) {
        const results = await Promise.all([
          deliverDueMails(t.db, a, options),
          deliverDueMails(t.db, b, options),
        ]);
        sent += results.reduce((n, r) => n + r.sent, 0);
      }
      expect(sent).toBe(3);
      const ids = smtp.received.map((m) => messageIdOf(m.raw));
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      const rows = await t.db.select().from(mailOutbox);
      expect(rows.map((r) => `<${r.id}@elcampito>`).sort()).toEqual([...ids].sort());
      for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 2, leaseToken: null });
      expect(lost).toEqual([]);
      expect(smtp.abandoned).toHaveLength(3);
    } finally {
      held.open();
      a.close();
      b.close();
      await smtp.close();
    }
  });

  describe('a worker whose lease ran out and was claimed by another one', () => {
    /**
     * Worker A sends to a server that holds its answer (with waits longer than the lease, the mistake the
     * SMTP timeouts prevent); once A's lease is over, worker B claims the mail and delivers it. Then A's
     * answer arrives, ok or refused: A must write nothing.
     */
    async function race(answer: 'ok' | 'refused') {
      const held = gate();
      let holding = 0;
      const slow = await startSmtpServer(0, {
        beforeReply: async () => {
          holding++;
          await held.opened;
          if (answer === 'refused') throw new Error('Buzón no disponible');
        },
      });
      const working = await startSmtpServer();
      const patient = { ...QUICK, socketMs: 30_000 };
      const a = createMailTransport({ ...t.config, smtpUrl: slow.url }, patient);
      const b = createMailTransport({ ...t.config, smtpUrl: working.url }, QUICK);
      await enqueueMail(t.db, [{ to: 'persona@example.com', subject: 'Aviso', text: 'una vez' }]);
      const lostByA: string[] = [];
      try {
        const options = { leaseSeconds: TEST_LEASE_SECONDS };
        const first = deliverDueMails(t.db, a, { ...options, onLost: (id) => lostByA.push(id) });
        await waitFor(() => holding === 1);
        // A's lease runs out while its server holds the answer: its end moves into the past, no waiting.
        await t.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` });
        expect(await deliverDueMails(t.db, b, options)).toEqual({ sent: 1, failed: 0 });
        const [byB] = await t.db.select().from(mailOutbox);
        held.open();
        expect(await first).toEqual({ sent: 0, failed: 0 });
        expect(lostByA).toEqual([byB!.id]);
        const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, byB!.id));
        expect(after).toEqual(byB);
        expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null, leaseToken: null });
        expect(working.received).toHaveLength(1);
        return slow;
      } finally {
        held.open();
        a.close();
        b.close();
        await working.close();
        await slow.close();
      }
    }

    it('does not mark the mail sent when its own late send succeeds', async () => {
      const slow = await race('ok');
      // The duplicate the SMTP timeouts exist to prevent: A's server accepted it too, late.
      expect(slow.received).toHaveLength(1);
    });

    it('does not write a failure over the delivery of the other worker when its own send fails', async () => {
      const slow = await race('refused');
      expect(slow.received).toHaveLength(0);
    });
  });
});
