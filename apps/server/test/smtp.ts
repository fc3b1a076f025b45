// A real SMTP server for tests (smtp-server), collecting what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpServerOptions {
  /**
   * Awaited before the server answers a message's DATA, so a test can stall the server there; a rejection
   * refuses the message. A message whose client hung up meanwhile goes to `abandoned`, not `received`.
   */
  beforeReply?: (raw: string) => Promise<void> | void;
}

export async function startSmtpServer(port = 0, options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const abandoned: ReceivedMail[] = [];
  const closed = new Set<string>();
  let connected = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connected++;
      callback();
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        Promise.resolve(options.beforeReply?.(raw)).then(
          () => {
            (closed.has(session.id) ? abandoned : received).push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    abandoned,
    /** Connections the server has not yet seen closed. */
    openConnections: () => connected - closed.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
