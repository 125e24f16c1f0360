import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

// The privacy policy's walker (decision 025): the allowed nodes and marks become elements, and
// nothing else in a stored document reaches the page.

function render(content: unknown[]): string {
  return renderToStaticMarkup(<RichText document={{ type: 'doc', content }} />);
}

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => ({ type: 'link', attrs: { href } });

describe('RichText', () => {
  it('renders paragraphs, level-3 headings, both lists, hard breaks, bold and italic', () => {
    const html = render([
      { type: 'heading', attrs: { level: 3 }, content: [text('How long we keep data')] },
      paragraph(
        text('Plain, '),
        text('bold', [{ type: 'bold' }]),
        text(' and '),
        text('italic', [{ type: 'italic' }]),
      ),
      paragraph(text('line one'), { type: 'hardBreak' }, text('line two')),
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [paragraph(text('Enquiries: 2 years'))] },
          {
            type: 'listItem',
            content: [
              paragraph(text('Applications')),
              {
                type: 'orderedList',
                content: [{ type: 'listItem', content: [paragraph(text('6 months'))] }],
              },
            ],
          },
        ],
      },
    ]);
    expect(html).toContain('<h3 class="text-lg font-semibold text-brand-900">How long we keep data</h3>');
    expect(html).toContain('<p>Plain, <strong>bold</strong> and <em>italic</em></p>');
    expect(html).toContain('<p>line one<br/>line two</p>');
    expect(html).toMatch(/<ul class="list-disc[^"]*"><li[^>]*><p>Enquiries: 2 years<\/p><\/li>/);
    expect(html).toMatch(
      /<p>Applications<\/p><ol class="list-decimal[^"]*"><li[^>]*><p>6 months<\/p><\/li><\/ol>/,
    );
  });

  it('links external addresses with noopener noreferrer, and site paths and mailto: plainly', () => {
    const html = render([
      paragraph(
        text('ICO', [link('https://ico.org.uk/make-a-complaint/')]),
        text(' · '),
        text('contact page', [link('/contact')]),
        text(' · '),
        text('write to us', [link('mailto:privacy@voltline.example')]),
      ),
    ]);
    expect(html).toContain(
      '<a href="https://ico.org.uk/make-a-complaint/" rel="noopener noreferrer" class="font-medium text-brand-500 underline hover:text-brand-700">ICO</a>',
    );
    expect(html).toMatch(/<a href="\/contact" class="[^"]*">contact page<\/a>/);
    expect(html).toMatch(/<a href="mailto:privacy@voltline.example" class="[^"]*">write to us<\/a>/);
  });

  it('drops a javascript:, data: or protocol-relative href and keeps the text unlinked', () => {
    const html = render([
      paragraph(
        text('one', [link('javascript:alert(1)')]),
        text('two', [link('JaVaScRiPt:alert(1)')]),
        text('three', [link('data:text/html,<script>alert(1)</script>')]),
        text('four', [link('//evil.example/')]),
        text('five', [{ type: 'link', attrs: { href: 42 } }]),
      ),
    ]);
    expect(html).toBe('<p>onetwothreefourfive</p>');
  });

  it('renders nothing for a script, html or unknown node, and ignores an unknown mark', () => {
    const html = render([
      { type: 'script', content: [text('alert(1)')] },
      { type: 'html', html: '<img src=x onerror=alert(1)>' },
      { type: 'codeBlock', content: [text('rm -rf /')] },
      { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
      paragraph(
        text('kept', [{ type: 'textStyle', attrs: { color: 'red' } }, { type: 'script' }]),
        { type: 'mention', attrs: { id: 'x' } },
        { type: 'html', text: '<b>raw</b>' },
      ),
      { type: 'bulletList', content: [{ type: 'paragraph', content: [text('not a list item')] }] },
    ]);
    expect(html).toBe('<p>kept</p><ul class="list-disc space-y-2 pl-6"></ul>');
  });

  it('escapes text, so markup in it is shown, not run', () => {
    const html = render([paragraph(text('<script>alert("x")</script> & <img src=x onerror=alert(1)>'))]);
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(html).not.toContain('<script');
  });

  it('renders nothing for what is not a document', () => {
    for (const value of [null, 'text', 42, [], { type: 'paragraph' }, { type: 'doc', content: 'x' }]) {
      expect(renderToStaticMarkup(<RichText document={value} />)).toBe('');
    }
  });
});
