import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './file-title.ts';

describe('a title from a file name', () => {
  it.each([
    ['substation_visit-02.JPG', 'Substation visit 02'],
    ['Commissioning day.jpeg', 'Commissioning day'],
    ['siteVisitYorkshire.webp', 'Site Visit Yorkshire'],
    ['IMG20250301.png', 'IMG20250301'],
    ['  team--training__2024 .avif', 'Team training 2024'],
    ['33kV switchroom.jpg', '33kV switchroom'],
    ['132kV_substationWalkdown.jpg', '132kV substation Walkdown'],
    ['noextension', 'Noextension'],
    ['étude_de_site.png', 'Étude de site'],
  ])('%j reads as %j', (fileName, title) => {
    expect(titleFromFileName(fileName)).toBe(title);
  });

  it('gives an empty title for a name with nothing readable, so the form asks for one', () => {
    expect(titleFromFileName('___.jpg')).toBe('');
    expect(titleFromFileName('.png')).toBe('');
  });
});
