import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StateBadge } from './state-badge.tsx';
import { VersionComparison } from './version-comparison.tsx';

// The publishing parts of the dashboard's screens (decision 024) as HTML.

function render(node: ReactNode): string {
  return renderToStaticMarkup(node).replaceAll('<!-- -->', '');
}

describe('the comparison of two versions', () => {
  const before = { name: 'Grid link', content: 'One\nTwo', cardImage: '/uploads/a.webp' };
  const after = { name: 'Grid link', content: 'One\nThree', cardImage: '/uploads/b.webp' };

  it('says how many fields differ and names each changed one in words, not colour alone', () => {
    const html = render(
      <VersionComparison before={before} after={after} beforeTitle="Version 1" afterTitle="Version 2" />,
    );
    expect(html).toContain('2 fields differ.');
    expect(html.match(/>Changed</g)?.length).toBe(2);
    expect(html).toContain('<del class="no-underline">Two</del>');
    expect(html).toContain('<ins class="no-underline">Three</ins>');
    expect(html).not.toContain('<del class="no-underline">One</del>');
  });

  it('shows images as thumbnails named by field and version', () => {
    const html = render(
      <VersionComparison before={before} after={after} beforeTitle="Version 1" afterTitle="Version 2" />,
    );
    expect(html).toContain('src="/uploads/a.webp" alt="Card Image, Version 1"');
    expect(html).toContain('src="/uploads/b.webp" alt="Card Image, Version 2"');
  });

  it('says when the two are the same', () => {
    expect(
      render(<VersionComparison before={before} after={before} beforeTitle="A" afterTitle="B" />),
    ).toContain('The two versions are the same.');
  });
});

describe('the state badge', () => {
  it('reads Scheduled with which way and when, in UK time', () => {
    const html = render(
      <StateBadge
        record={{
          status: 'draft',
          hasDraft: false,
          publishAt: '2026-07-13T08:00:00.000Z',
          unpublishAt: null,
        }}
      />,
    );
    expect(html).toContain('>Scheduled</span>');
    expect(html).toContain('>Publishes Mon 13 Jul 2026, 09:00</span>');
  });
});
