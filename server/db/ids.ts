import { randomBytes } from 'node:crypto';

/** A new `_id`: 24 random hex characters, the familiar shape of a document id. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function nowIso(): string {
  return new Date().toISOString();
}
