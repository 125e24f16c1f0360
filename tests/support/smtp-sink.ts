import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

// A real SMTP server inside the test process (the `smtp-server` package) that keeps what it
// receives: the envelope, the raw message and the message parsed by `mailparser`. It can be
// told to refuse recipients (for a while or for good), to answer slowly, or to go away and come
// back on the same port, so tests can play a mail provider that is down or flaky.

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
};

/** accept; refuse-temporarily: 451 to every recipient; refuse-for-good: 550 to every recipient. */
export type SinkMode = 'accept' | 'refuse-temporarily' | 'refuse-for-good';

export type SmtpSink = {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  received: ReceivedMail[];
  mode: SinkMode;
  /** Milliseconds to wait before accepting a message's data (a slow provider). */
  dataDelayMs: number;
  /** Resolves once at least `count` messages have arrived, or rejects after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Stops listening (the provider is down); `start()` listens on the same port again. */
  pause: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;
  const waiters = new Set<() => void>();

  const sink: SmtpSink = {
    url: '',
    port: 0,
    received: [],
    mode: 'accept',
    dataDelayMs: 0,
    waitFor: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (sink.received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(sink.received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${sink.received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    pause: async () => {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start: async () => {
      const created = createServer();
      await new Promise<void>((resolve, reject) => {
        created.server.once('error', reject);
        created.listen(port, '127.0.0.1', () => resolve());
      });
      port = (created.server.address() as AddressInfo).port;
      server = created;
      sink.port = port;
      sink.url = `smtp://127.0.0.1:${port}`;
    },
    close: () => sink.pause(),
  };

  function createServer(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: nodemailer sends unencrypted when STARTTLS is not offered.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (sink.mode === 'refuse-temporarily') callback(smtpError('Mailbox busy, try again later', 451));
        else if (sink.mode === 'refuse-for-good') callback(smtpError('No such mailbox here', 550));
        else callback();
      },
      onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          setTimeout(() => {
            void simpleParser(raw).then((parsed) => {
              sink.received.push({ envelope, raw, parsed });
              callback();
              for (const waiter of [...waiters]) waiter();
            }, callback);
          }, sink.dataDelayMs);
        });
      },
    });
  }

  await sink.start();
  return sink;
}

/** The raw header block of a message (up to the first blank line). */
export function rawHeaders(mail: ReceivedMail): string {
  return mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
}
