import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS_COLOURS } from '../../../domain/constants.ts';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { buttonClass } from './buttons.ts';
import { Banner } from './status.tsx';

describe('buttonClass', () => {
  it('is at least 44 px square at md and 36 px tall at sm', () => {
    expect(buttonClass()).toContain('min-h-11 min-w-11');
    expect(buttonClass('primary', 'sm')).toContain('min-h-9');
  });

  it('dims disabled buttons and uses the white ring on the navy bands', () => {
    for (const variant of ['primary', 'secondary', 'danger', 'ghost', 'accent', 'outline-light'] as const) {
      expect(buttonClass(variant)).toContain('disabled:opacity-75');
    }
    expect(buttonClass('accent')).toContain('focus-visible:outline-white');
    expect(buttonClass('outline-light')).toContain('focus-visible:outline-white');
    expect(buttonClass('danger')).toContain('focus-visible:outline-brand-500');
  });
});

describe('Button', () => {
  it('is type="button" unless told otherwise, so it never submits a form by accident', () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toMatch(
      /^<button type="button" class="[^"]+">Save<\/button>$/,
    );
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toContain('type="submit"');
  });

  it('while busy is disabled, aria-busy and shows its busy text beside a spinner', () => {
    const html = renderToStaticMarkup(
      <Button isBusy busyLabel="Saving...">
        Save Job
      </Button>,
    );
    expect(html).toMatch(/^<button type="button" disabled="" aria-busy="true"/);
    expect(html).toContain('animate-spin');
    expect(html).toMatch(/<\/span>Saving\.\.\.<\/button>$/);
    expect(html).not.toContain('Save Job');
  });
});

describe('Banner', () => {
  it('announces errors at once and the other tones politely', () => {
    expect(renderToStaticMarkup(<Banner tone="error">Failed to fetch applications</Banner>)).toMatch(
      /^<div role="alert" class="[^"]*text-red-800/,
    );
    for (const tone of ['success', 'info', 'warning'] as const) {
      expect(renderToStaticMarkup(<Banner tone={tone}>Saved</Banner>)).toMatch(/^<div role="status"/);
    }
  });

  it('stays until dismissed: a Dismiss button only when onDismiss is given', () => {
    expect(renderToStaticMarkup(<Banner tone="error">Failed</Banner>)).not.toContain('<button');
    expect(
      renderToStaticMarkup(
        <Banner tone="error" onDismiss={() => {}}>
          Failed
        </Banner>,
      ),
    ).toMatch(/<button type="button" aria-label="Dismiss"/);
  });

  it('shows an optional title above the message', () => {
    expect(
      renderToStaticMarkup(
        <Banner tone="warning" title="Upload paused">
          Try again
        </Banner>,
      ),
    ).toContain('<p class="mb-1 font-semibold">Upload paused</p>Try again');
  });
});

describe('Badge', () => {
  it('is a small rounded pill in the colours it is given', () => {
    expect(
      renderToStaticMarkup(<Badge colourClass={APPLICATION_STATUS_COLOURS.pending}>pending</Badge>),
    ).toBe(
      '<span class="inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold bg-yellow-100 text-yellow-800 ">pending</span>',
    );
  });
});
