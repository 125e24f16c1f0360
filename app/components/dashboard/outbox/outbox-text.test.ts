import { describe, expect, it } from 'vitest';
import { OUTBOX_STATUSES } from '../../../../domain/outbox.ts';
import {
  addressPieces,
  countsSummary,
  dayAndTime,
  nextTryText,
  OUTBOX_STATUS_COLOURS,
  statusParam,
} from './outbox-text.ts';

describe('outbox counts in the page description', () => {
  it('reads "2 queued · 1 failed · 40 sent", leaving out the statuses with none', () => {
    expect(countsSummary({ queued: 2, sending: 0, sent: 40, failed: 1, cancelled: 0 })).toBe(
      '2 queued · 1 failed · 40 sent',
    );
    expect(countsSummary({ queued: 0, sending: 1, sent: 1200, failed: 0, cancelled: 3 })).toBe(
      '1 sending · 1,200 sent · 3 cancelled',
    );
    expect(countsSummary({ queued: 2, sending: 0, sent: 10_000, failed: 0, cancelled: 0 }, ['sent'])).toBe(
      '2 queued · more than 10,000 sent',
    );
  });

  it('says so when the outbox is empty', () => {
    expect(countsSummary({ queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 })).toBe(
      'No e-mails yet.',
    );
  });
});

describe('next try of a queued e-mail', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  const fromNow = (ms: number) => new Date(now + ms).toISOString();

  it('is "Due now" once its time has come, however long ago', () => {
    expect(nextTryText(fromNow(0), now)).toBe('Due now');
    expect(nextTryText(fromNow(-3 * 3_600_000), now)).toBe('Due now');
  });

  it('counts down in minutes, hours and days', () => {
    expect(nextTryText(fromNow(20_000), now)).toBe('In under a minute');
    expect(nextTryText(fromNow(60_000), now)).toBe('In 1 minute');
    expect(nextTryText(fromNow(4.6 * 60_000), now)).toBe('In 5 minutes');
    expect(nextTryText(fromNow(2 * 3_600_000 + 60_000), now)).toBe('In 2 hours');
    expect(nextTryText(fromNow(3 * 86_400_000), now)).toBe('In 3 days');
  });

  it('says nothing for a time it cannot read', () => {
    expect(nextTryText('not a date', now)).toBe('');
  });
});

describe('outbox statuses', () => {
  it('gives every status its own badge colour', () => {
    const colours = OUTBOX_STATUSES.map((status) => OUTBOX_STATUS_COLOURS[status]);
    expect(new Set(colours).size).toBe(OUTBOX_STATUSES.length);
    expect(OUTBOX_STATUS_COLOURS.failed).toContain('red');
    expect(OUTBOX_STATUS_COLOURS.sent).toContain('green');
  });

  it('takes only a known status from the address', () => {
    expect(statusParam('failed')).toBe('failed');
    for (const bad of [null, '', 'FAILED', 'pending']) expect(statusParam(bad)).toBeUndefined();
  });
});

describe('outbox table text', () => {
  it('stacks a time as its day and its time of day, in British form', () => {
    const parts = dayAndTime('2026-11-28T09:05:00.000Z');
    expect(parts?.day).toMatch(/^\d{1,2} Nov 2026$/);
    expect(parts?.time).toMatch(/^\d{2}:05$/);
    expect(dayAndTime('never')).toBeNull();
  });

  it('breaks an address only before its last @', () => {
    expect(addressPieces('priya.raman@solar-example.in')).toEqual(['priya.raman', '@solar-example.in']);
    expect(addressPieces('"a@b"@example.com')).toEqual(['"a@b"', '@example.com']);
    expect(addressPieces('no-at-sign')).toEqual(['no-at-sign']);
  });
});
