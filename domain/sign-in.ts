// Decision 027: how a staff session was made, as the session list shows it.

export const SIGN_IN_METHODS = [
  'password',
  'password+totp',
  'password+recovery-code',
  'password+passkey',
  'password+remembered-device',
  'passkey',
  'single-sign-on',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Password',
  'password+totp': 'Password and authenticator code',
  'password+recovery-code': 'Password and recovery code',
  'password+passkey': 'Password and passkey',
  'password+remembered-device': 'Password on a remembered device',
  passkey: 'Passkey',
  'single-sign-on': 'Single sign-on',
};

export function toSignInMethod(value: string): SignInMethod {
  return (SIGN_IN_METHODS as readonly string[]).includes(value) ? (value as SignInMethod) : 'password';
}

/** "Remember this device": how long a device that passed a second factor is not asked again. */
export const REMEMBER_DEVICE_DAYS = 30;
