import type { SendMailOptions, Transporter } from 'nodemailer';
import { activeTracing, inSpan } from './tracer.ts';

// Decision 030 (traces): a CLIENT span `smtp.send` around each message handed to the SMTP server
// (connection, TLS, login and transfer; the transport is not pooled). OpenTelemetry has no
// convention for SMTP, so the span says only where the mail went (server.address, server.port):
// addresses and subjects are personal data and stay out of the tracing backend.

/** Wraps the transport's sendMail in a span when tracing is on; leaves it as it is otherwise. */
export function traceMailSends<T extends Transporter>(
  transport: T,
  server: { host: string; port: number },
): T {
  const tracing = activeTracing();
  if (!tracing) return transport;
  const sendMail = transport.sendMail.bind(transport);
  Object.assign(transport, {
    sendMail: (mail: SendMailOptions, callback?: (error: Error | null, info: unknown) => void) => {
      // The callback form is not used here; it is passed through untraced.
      if (callback) return sendMail(mail, callback);
      return inSpan(
        tracing,
        'smtp.send',
        {
          kind: tracing.api.SpanKind.CLIENT,
          attributes: { 'server.address': server.host, 'server.port': server.port },
        },
        () => sendMail(mail),
      );
    },
  });
  return transport;
}
