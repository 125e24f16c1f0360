import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../domain/site-content.ts';
import { TeamSlider } from './about/team-slider.tsx';
import { FocalPositionsProvider, objectPositionOf } from './focal-point.tsx';
import { ImageGrid } from './gallery/image-grid.tsx';
import { ProductImage } from './products/product-image.tsx';

// Decision 025: a cropped stored picture is placed on its focal point; one at the middle, or
// not in the library, has no style attribute at all (the page renders as it did before).

const PORTRAIT = '/uploads/image/0123456789abcdef0123456789abcdef-1600.webp';
const OTHER = '/media/team-cto-960.webp';

function render(node: ReactNode, positions?: Record<string, string>): string {
  return renderToStaticMarkup(<FocalPositionsProvider positions={positions}>{node}</FocalPositionsProvider>);
}

const member = (id: string, url: string): TeamMember => ({
  id,
  name: `Person ${id}`,
  role: 'Director',
  biography: 'Chartered engineer.',
  portrait: { url, alt: `Portrait of person ${id}` },
  isShown: true,
});

describe('focal points', () => {
  it('writes a point as percentages, and nothing for the middle', () => {
    expect(objectPositionOf({ x: 0.3, y: 0.7 })).toBe('30% 70%');
    expect(objectPositionOf({ x: 0, y: 1 })).toBe('0% 100%');
    expect(objectPositionOf({ x: 1 / 3, y: 0.125 })).toBe('33.33% 12.5%');
    expect(objectPositionOf({ x: 0.5, y: 0.5 })).toBeUndefined();
  });

  it('places each team portrait on its own point', () => {
    const html = render(<TeamSlider team={[member('1', PORTRAIT), member('2', OTHER)]} />, {
      [PORTRAIT]: '20% 10%',
    });
    expect(html).toContain(`src="${PORTRAIT}"`);
    expect(html.match(/style="object-position:20% 10%"/g)).toHaveLength(1);
    // The other portrait is centred as before: no style.
    expect(html).toMatch(
      new RegExp(`<img src="${OTHER}"[^>]*class="aspect-\\[4/5\\] w-full object-cover"/>`),
    );
  });

  it('places a product picture and a gallery thumbnail on theirs', () => {
    const positions = { [PORTRAIT]: '75% 25%' };
    expect(render(<ProductImage src={PORTRAIT} alt="" sizes="100vw" />, positions)).toContain(
      'style="object-position:75% 25%"',
    );
    const grid = render(
      <ImageGrid
        images={[{ _id: 'a', title: 'A', description: '', imageDate: '', url: PORTRAIT, variants: [] }]}
        onOpen={() => undefined}
        registerButton={() => undefined}
      />,
      positions,
    );
    expect(grid).toContain('style="object-position:75% 25%"');
  });

  it('adds no style without points, or outside a page that read them', () => {
    expect(render(<ProductImage src={PORTRAIT} alt="" sizes="100vw" />)).not.toContain('style=');
    expect(renderToStaticMarkup(<ProductImage src={PORTRAIT} alt="" sizes="100vw" />)).not.toContain(
      'style=',
    );
  });
});
