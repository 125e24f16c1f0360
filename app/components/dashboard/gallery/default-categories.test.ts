import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api-client.ts';
import { createDefaultCategories, looksLikeDefaultsInProgress } from './default-categories.ts';

describe('the default categories (admin.md §4, §9)', () => {
  it('creates siteVisit, officeActivities and training in order, all active', async () => {
    const created: unknown[] = [];
    await createDefaultCategories(async (category) => created.push(category));
    expect(created).toEqual([
      { id: 'siteVisit', name: 'Site Visit', displayOrder: 0, isActive: true },
      { id: 'officeActivities', name: 'Office Activities', displayOrder: 1, isActive: true },
      { id: 'training', name: 'Training', displayOrder: 2, isActive: true },
    ]);
  });

  it('counts one that someone else created meanwhile (409) as done, and goes on', async () => {
    const created: string[] = [];
    await createDefaultCategories(async (category) => {
      if (category.id === 'siteVisit') throw new ApiError('A category with this ID already exists', 409);
      created.push(category.id);
    });
    expect(created).toEqual(['officeActivities', 'training']);
  });

  it('stops at any other failure', async () => {
    const created: string[] = [];
    const outcome = createDefaultCategories(async (category) => {
      if (category.id === 'officeActivities') throw new ApiError('API error: 500', 500);
      created.push(category.id);
    });
    await expect(outcome).rejects.toThrow('API error: 500');
    expect(created).toEqual(['siteVisit']);
  });

  it('reads a list holding only some of the defaults as a colleague creating them right now', () => {
    const siteVisit = { id: 'siteVisit', name: 'Site Visit' };
    const training = { id: 'training', name: 'Training' };
    expect(looksLikeDefaultsInProgress([siteVisit])).toBe(true);
    expect(looksLikeDefaultsInProgress([siteVisit, training])).toBe(true);
    expect(looksLikeDefaultsInProgress([])).toBe(false);
    expect(
      looksLikeDefaultsInProgress([
        siteVisit,
        { id: 'officeActivities', name: 'Office Activities' },
        training,
      ]),
    ).toBe(false);
    expect(looksLikeDefaultsInProgress([siteVisit, { id: 'substations', name: 'Substations' }])).toBe(false);
    expect(looksLikeDefaultsInProgress([{ id: 'siteVisit', name: 'Site visits' }])).toBe(false);
  });
});
