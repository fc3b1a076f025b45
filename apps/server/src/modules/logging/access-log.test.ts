import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait';
import { redactUrl } from '../security/redact';
import { AccessLog, LineBlocks, serverLogger } from './access-log';

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
  it('is one pino line per answer, with the secrets of its URL redacted', async () => {
    const written: string[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const log = serverLogger('info', out);
    const reply = { log, statusCode: 200, elapsedTime: 2.71 };
    const request = { method: 'GET', url: '/cambiarPassword/un-token-secreto?token=x', ip: '::1' };
    new AccessLog().requestCompleted(null, request as never, reply as never);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: redactUrl(request.url),
      statusCode: 200,
      ms: 2.7,
      ip: '::1',
    });
    expect(written[0]).not.toContain('un-token-secreto');
    serverLogger('warn', out).info('nada');
    expect(written).toHaveLength(1);
  });
});
