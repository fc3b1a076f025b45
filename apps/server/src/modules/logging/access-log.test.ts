import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait';
import { redactUrl } from '../security/redact';
import { LineBlocks, logCompleted, serverLogger } from './access-log';

const lines = (text: string) => text.split('\n').filter(Boolean);

describe('log lines written in blocks', () => {
  it('holds lines until a block is full, writes the rest on flush, and loses none, in order', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'campito-log-')), 'out.log');
    const out = pino.destination({ dest: file, sync: false, mkdir: true });
    await new Promise((resolve) => out.once('ready', resolve));
    const blocks = new LineBlocks(out);
    const log = pino({ level: 'info' }, blocks);

    log.info({ n: 0 }, 'first');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // One short line is gathered, not written yet.
    expect(await readFile(file, 'utf8')).toBe('');

    for (let n = 1; n < 400; n++) log.info({ n }, 'request completed');
    await new Promise<void>((resolve, reject) => log.flush((err) => (err ? reject(err) : resolve())));
    // The writer writes asynchronously: wait for the last line to reach the file.
    await waitFor(async () => lines(await readFile(file, 'utf8')).length >= 400, { what: 'Las 400 líneas' });
    const written = lines(await readFile(file, 'utf8')).map((line) => JSON.parse(line) as { n: number });
    expect(written.map((line) => line.n)).toEqual(Array.from({ length: 400 }, (_, n) => n));
  });

  it('writes what is gathered synchronously when asked to at exit', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'campito-log-')), 'out.log');
    const out = pino.destination({ dest: file, sync: false });
    await new Promise((resolve) => out.once('ready', resolve));
    const blocks = new LineBlocks(out);
    pino({ level: 'info' }, blocks).info('closed');
    blocks.flushSync();
    expect(lines(await readFile(file, 'utf8')).map((line) => JSON.parse(line).msg)).toEqual(['closed']);
  });
});

describe('the request-completed line', () => {
  /** A logger as the server makes it, at `level`, writing to an array of lines. */
  function capture(level = 'info') {
    const written: string[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    return { log: serverLogger(level, out), written };
  }
  const sameTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

  // Request URLs reach the server as latin-1 text: quotes, backslashes, control characters and accented
  // letters are all possible in one.
  const answers = [
    {
      reqId: 'b1e8c1d2',
      method: 'GET',
      url: '/api/dogs/1',
      statusCode: 200,
      elapsedMs: 0.26,
      ip: '127.0.0.1',
    },
    { method: 'HEAD', url: '/adoptar/perros?nombre="Ñandú"\\\u0001', statusCode: 304, elapsedMs: 12 },
    {
      method: 'GET',
      url: '/cambiarPassword/un-token-secreto?token=x',
      statusCode: 200,
      elapsedMs: 2.71,
      ip: '::1',
    },
  ];

  it('is byte for byte the line pino writes for the same fields, with the logger’s bindings', () => {
    const { log, written } = capture();
    const child = log.child({ reqId: 'req-7' });
    for (const logger of [log, child]) {
      for (const answer of answers) {
        const { reqId, method, url, statusCode, elapsedMs, ip } = answer;
        logger.info(
          {
            ...(reqId ? { reqId } : {}),
            method,
            url: redactUrl(url),
            statusCode,
            ms: Math.round(elapsedMs * 10) / 10,
            ip,
          },
          'request completed',
        );
        logCompleted(logger, answer);
      }
    }
    expect(written).toHaveLength(answers.length * 4);
    for (let i = 0; i < written.length; i += 2) {
      expect(sameTime(written[i + 1]!)).toBe(sameTime(written[i]!));
      expect(JSON.parse(written[i + 1]!)).toMatchObject({
        level: 30,
        pid: process.pid,
        msg: 'request completed',
      });
    }
    // The secret in the path and the query is not written.
    expect(written.join('')).not.toContain('un-token-secreto');
    expect(JSON.parse(written[9]!)).toMatchObject({
      reqId: 'req-7',
      method: 'HEAD',
      statusCode: 304,
      ms: 12,
    });
  });

  it('writes nothing when the logger is above info', () => {
    const { log, written } = capture('warn');
    logCompleted(log, answers[0]!);
    expect(written).toEqual([]);
  });
});
