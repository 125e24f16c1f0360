import type { StaffAccount } from '../../../../domain/entities.ts';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/staff.ts';

// The Staff screen's own words (domain/messages.ts holds the API's): fallbacks for failed calls,
// the notices after each change, and how an account's status reads. Kept here, beside the
// components that show them, so the screen and its tests share one copy.

export const STAFF_TEXT = {
  fetchFailed: 'Failed to fetch staff accounts',
  createFailed: 'Failed to create the staff account',
  saveFailed: 'Failed to save the staff account',
  resetFailed: 'Failed to reset the password',
  disableFailed: 'Failed to disable the account',
  enableFailed: 'Failed to enable the account',
  deleteFailed: 'Failed to delete the staff account',
  signOutFailed: 'Failed to sign the account out',
  empty: 'No staff accounts yet',
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters. They must change it the first time they sign in with it. Tell them it by phone or in person, not by e-mail.`,
  created: (name: string) => `Staff account created for ${name}.`,
  saved: (name: string) => `Staff account saved for ${name}.`,
  passwordReset: (name: string) =>
    `A new initial password is set for ${name}. They have been signed out and must change it when they next sign in.`,
  disabled: (name: string) => `${name}’s account is disabled. They have been signed out.`,
  enabled: (name: string) => `${name}’s account is enabled. They can sign in again.`,
  deleted: (name: string) => `${name}’s staff account was deleted.`,
  // Decision 027.
  twoFactorResetFailed: 'Failed to reset two-factor sign-in',
  twoFactorReset: (name: string) =>
    `${name}’s two-factor sign-in was reset and they have been signed out. They set it up again when they next sign in, if their role must use it.`,
  // Decision 027: every session of a colleague ended (a lost laptop, a suspected break-in).
  signedOut: (name: string, ended: number) =>
    `${name} has been signed out everywhere (${ended} ${ended === 1 ? 'session' : 'sessions'} ended).`,
} as const;

// The day an account was made is enough for a list (dates.ts writes the time as well, for details).
const CREATED_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** '26 Nov 2026', or '' for a date the browser cannot read. */
export function createdDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : CREATED_DAY.format(date);
}

export type StaffStatus = { label: string; colourClass: string };

/** One status per account: disabled outweighs an initial password still to be changed. */
export function statusOf(account: StaffAccount): StaffStatus {
  if (account.isDisabled) return { label: 'Disabled', colourClass: 'bg-slate-200 text-slate-800' };
  if (account.mustChangePassword) {
    return { label: 'Must change password', colourClass: 'bg-amber-100 text-amber-900' };
  }
  return { label: 'Active', colourClass: 'bg-green-100 text-green-800' };
}
