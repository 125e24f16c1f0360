import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { CaseStudyGrid, type CaseStudyListState } from './case-study-grid.tsx';

// The card links need a router; the stub's one route renders the state being checked.
let shown: CaseStudyListState = { status: 'loading' };
function ShownGrid() {
  return <CaseStudyGrid state={shown} />;
}
const Stub = createRoutesStub([{ path: '/case-studies', Component: ShownGrid }]);

function render(state: CaseStudyListState): string {
  shown = state;
  return renderToStaticMarkup(<Stub initialEntries={['/case-studies']} />);
}

describe('case study list states (public-site.md §4, §8)', () => {
  it('shows the error banner when loading failed', () => {
    const html = render({ status: 'failed' });
    expect(html).toContain('role="alert"');
    expect(html).toContain(MESSAGES.caseStudies.loadFailed);
  });

  it('shows the empty text when there are none', () => {
    expect(render({ status: 'loaded', caseStudies: [] })).toContain(MESSAGES.caseStudies.empty);
  });

  it('shows a spinner while loading', () => {
    const html = render({ status: 'loading' });
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading case studies');
  });

  it('shows one card per case study, linking to its page with a name that says which', () => {
    const html = render({
      status: 'loaded',
      caseStudies: [
        {
          _id: 'a1',
          name: 'Grid connection for a 20 MW solar park',
          description: 'Studies and design.',
          cardImage: '/media/hero-solar-960.webp',
          link: 'solar-park',
        },
        {
          _id: 'a2',
          name: 'Design and Supply of a 33kV Containerised Switchroom',
          description: 'Switchroom.',
          cardImage: '/media/case-switchroom-960.webp',
          link: 'design&supply',
        },
      ],
    });
    expect(html).toContain('href="/case-studies/solar-park"');
    expect(html).toContain('href="/case-studies/design&amp;supply"');
    expect(html).toContain('aria-label="Read case study: Grid connection for a 20 MW solar park"');
    expect(html).toContain('loading="lazy"');
  });
});
