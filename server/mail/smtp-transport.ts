import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';
import { traceMailSends } from '../telemetry/trace-mail.ts';

// One nodemailer transport per process, built from the SMTP settings (README: E-mail). Not pooled:
// the site sends a few messages a day, so a connection per message costs nothing and leaves no
// idle socket to go stale or to hold up shutdown.

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;

/** smtp://user:pass@host:port (STARTTLS when offered, or required) or smtps:// (TLS from the start). */
export function createSmtpTransport(smtp: SmtpConfig) {
  const url = new URL(smtp.url);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const server = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
  };
  const transport = nodemailer.createTransport({
    ...server,
    secure,
    requireTLS: smtp.requireTls,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    tls: {
      rejectUnauthorized: smtp.verifyCertificate,
      ...(smtp.ca ? { ca: smtp.ca } : {}),
    },
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    dnsTimeout: smtp.timeoutMs,
    // Inactivity mid-conversation; well inside the outbox lease (server/mail/outbox-sender.ts).
    socketTimeout: 60_000,
  });
  // Decision 030: with tracing on, each send is a span.
  return traceMailSends(transport, server);
}

/** Where mail goes, without the credentials, for logs. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
