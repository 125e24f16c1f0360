import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { ContactFormCard, ContactOutcome } from './contact-form.tsx';

describe('contact form markup', () => {
  it('announces success politely and failure at once, in the spec words', () => {
    const success = renderToStaticMarkup(<ContactOutcome status="success" />);
    expect(success).toContain('role="status"');
    expect(success).toContain(MESSAGES.contact.success);
    expect(success).toContain('text-green-800');
    const failure = renderToStaticMarkup(<ContactOutcome status="error" />);
    expect(failure).toContain('role="alert"');
    expect(failure).toContain(MESSAGES.contact.failure);
    expect(failure).toContain('text-red-800');
    expect(renderToStaticMarkup(<ContactOutcome status="idle" />)).toBe('');
    expect(renderToStaticMarkup(<ContactOutcome status="sending" />)).toBe('');
  });

  it('labels every field, fills them with autocomplete hints and links the privacy policy', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ContactFormCard />
      </MemoryRouter>,
    );
    const inputs = html.match(/<input [^>]*>/g) ?? [];
    const attributesOf = (name: string) => inputs.find((tag) => tag.includes(`name="${name}"`)) ?? '';
    expect(attributesOf('firstName')).toContain('autoComplete="given-name"');
    expect(attributesOf('lastName')).toContain('autoComplete="family-name"');
    expect(attributesOf('email')).toContain('autoComplete="email"');
    expect(attributesOf('email')).toContain('type="email"');
    expect(attributesOf('phone')).toContain('autoComplete="tel"');
    expect(attributesOf('phone')).toContain('type="tel"');
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(html.match(/<label /g)).toHaveLength(5);
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toMatch(/<form noValidate=""/i);
    expect(html).toContain('>Send Message</button>');
  });
});
