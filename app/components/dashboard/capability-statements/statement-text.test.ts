import { describe, expect, it } from 'vitest';
import type { PdfRender, StatementLink } from '../../../../domain/capability-statements.ts';
import {
  formatBytes,
  formatDay,
  linkState,
  linkUseText,
  renderBadge,
  renderStateText,
  statementFileName,
  ukToday,
} from './statement-text.ts';

const render = (change: Partial<PdfRender> = {}): PdfRender => ({
  _id: 'r1',
  status: 'done',
  progress: 100,
  step: 'Done',
  pages: 14,
  bytes: 2_140_000,
  isCurrent: true,
  error: null,
  createdAt: '2026-11-27T13:59:00.000Z',
  finishedAt: '2026-11-27T14:00:00.000Z',
  ...change,
});

const link = (change: Partial<StatementLink> = {}): StatementLink => ({
  _id: 'l1',
  label: 'Jo Smith, procurement',
  expiresAt: '2026-12-27T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  createdByName: 'Edie Editor',
  firstOpenedAt: null,
  lastOpenedAt: null,
  openCount: 0,
  revokedAt: null,
  ...change,
});

describe('the PDF state line of a statement', () => {
  it('says when the PDF was made, its pages and size', () => {
    expect(renderStateText(render())).toBe('PDF made 27 Nov 2026, 14 pages, 2.1 MB');
    expect(renderStateText(render({ pages: 1, bytes: 840_000 }))).toBe(
      'PDF made 27 Nov 2026, 1 page, 840 KB',
    );
  });

  it('says the statement changed since, or that none was made', () => {
    expect(renderStateText(render({ isCurrent: false }))).toBe('The statement changed since the last PDF.');
    expect(renderStateText(null)).toBe('No PDF made yet.');
    expect(renderStateText(render({ status: 'rendering', progress: 40 }))).toBe('A PDF is being made.');
  });

  it('names the list column’s state in words', () => {
    expect(renderBadge(null).label).toBe('None yet');
    expect(renderBadge(render()).label).toBe('Up to date');
    expect(renderBadge(render({ isCurrent: false })).label).toBe('Out of date');
    expect(renderBadge(render({ status: 'failed' })).label).toBe('Failed');
  });
});

describe('a client link’s use', () => {
  it('is "Not opened yet" until opened, then when and how often', () => {
    expect(linkUseText(link())).toBe('Not opened yet');
    expect(
      linkUseText(
        link({ openCount: 1, firstOpenedAt: '2026-11-28T09:00:00Z', lastOpenedAt: '2026-11-28T09:00:00Z' }),
      ),
    ).toBe('Opened once, 28 Nov 2026');
    expect(
      linkUseText(
        link({ openCount: 3, firstOpenedAt: '2026-11-28T09:00:00Z', lastOpenedAt: '2026-12-02T16:30:00Z' }),
      ),
    ).toBe('Opened 3 times: first 28 Nov 2026, last 2 Dec 2026');
  });

  it('is open, expired or withdrawn', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(linkState(link(), now)).toBe('open');
    expect(linkState(link({ expiresAt: '2026-11-30T23:59:59Z' }), now)).toBe('expired');
    expect(linkState(link({ revokedAt: '2026-11-29T10:00:00Z' }), now)).toBe('withdrawn');
  });
});

describe('dates, sizes and the file name', () => {
  it('writes calendar dates and sizes as people read them', () => {
    expect(formatDay('2027-03-31')).toBe('31 Mar 2027');
    expect(formatDay(null)).toBe('');
    expect(formatDay('31/03/2027')).toBe('');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2_100_000)).toBe('2.1 MB');
  });

  it('takes today as the UK’s date, not the machine’s', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(ukToday(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(ukToday(new Date('2027-01-15T23:30:00Z'))).toBe('2027-01-15');
  });

  it('names the PDF after client and tender, safely', () => {
    expect(statementFileName('Anglian Water', 'Ely STW 33 kV upgrade')).toBe(
      'Anglian-Water-Ely-STW-33-kV-upgrade.pdf',
    );
    expect(statementFileName('../../', '<>')).toBe('Capability-statement.pdf');
  });
});
