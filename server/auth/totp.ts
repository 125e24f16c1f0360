import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { site } from '../../content/site.ts';

// Decision 027: authenticator codes (RFC 6238) as every authenticator app reads them: SHA-1,
// 6 digits, 30-second steps, a 160-bit secret. A code is accepted for the current step and one
// step either side (30 s of clock drift each way), never further. Which step a code matched is
// answered so the caller can refuse a step at or before the last one accepted (no replay).

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that are still accepted. */
const DRIFT_STEPS = 1;

function totpFor(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: site.brand,
    label: email,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (base32, 160 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code: issuer the site's brand, label the e-mail. */
export function totpUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The QR code of `url` as an SVG document (made here, so the dashboard ships no QR library). */
export async function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** What a typed code looks like: six digits, spaces allowed (apps show "123 456"). */
export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/** The time step `code` is right for at `now` (ms), within the drift allowed; null when it is not right. */
export function matchTotpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}
