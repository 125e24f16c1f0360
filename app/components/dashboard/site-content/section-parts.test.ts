import { describe, expect, it } from 'vitest';
import { richTextSchema, teamSchema } from '../../../../domain/site-content.ts';
import { moveItem } from './item-list.tsx';
import { cleanRichText } from './rich-text-json.ts';
import { listLocator, sectionErrors } from './section-errors.ts';

describe('a section’s messages', () => {
  const member = {
    id: 'jane',
    name: 'Jane Doe',
    role: '',
    biography: 'Engineer.',
    portrait: { url: '/media/team-ceo-1600.webp', alt: '' },
    isShown: true,
  };
  const locate = listLocator({
    prefix: 'team',
    noun: 'Person',
    items: [member],
    nameOf: (m) => m.name,
    fieldOf: (rest) => (rest[0] === 'portrait' ? `portrait-${String(rest[1])}` : String(rest[0])),
  });

  it('puts each message under its control and names the place in the summary', () => {
    const errors = sectionErrors(teamSchema, [member], locate);
    expect(errors.byId).toEqual({
      'team-jane-role': 'Role is required',
      'team-jane-portrait-alt': 'Describe the portrait for people who cannot see it',
    });
    expect(errors.summary.map((entry) => entry.text)).toEqual([
      'Person 1 (Jane Doe): Role is required',
      'Person 1 (Jane Doe): Describe the portrait for people who cannot see it',
    ]);
  });

  it('files a message about the whole list under its Add button', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...member,
      id: `p${index}`,
      role: 'Engineer',
      portrait: { ...member.portrait, alt: 'x' },
    }));
    expect(sectionErrors(teamSchema, many, locate).byId).toEqual({ 'team-add': 'At most 24 people' });
  });
});

describe('the editor’s document as stored', () => {
  it('keeps a link’s href, a heading’s level and a list’s start, and passes the schema', () => {
    const fromEditor = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 3, textAlign: null },
          content: [{ type: 'text', text: 'Rights' }],
        },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Write to us',
                      marks: [
                        { type: 'bold' },
                        {
                          type: 'link',
                          attrs: { href: 'mailto:a@b.example', target: null, rel: null, class: null },
                        },
                      ],
                    },
                    { type: 'hardBreak' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'paragraph' },
      ],
    };
    const stored = cleanRichText(fromEditor);
    expect(stored).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Rights' }] },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Write to us',
                      marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'mailto:a@b.example' } }],
                    },
                    { type: 'hardBreak' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'paragraph' },
      ],
    });
    expect(richTextSchema.safeParse(stored).success).toBe(true);
  });
});

describe('moving an item', () => {
  it('moves within the list and leaves it alone past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
