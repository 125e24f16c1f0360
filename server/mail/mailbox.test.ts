import { describe, expect, it } from 'vitest';
import { headerAddress, headerText, parseMailbox } from './mailbox.ts';

describe('header values', () => {
  it('accepts a plain address and refuses one carrying a header or a second address', () => {
    expect(headerAddress(' grace@example.com ')).toBe('grace@example.com');
    expect(headerAddress('grace@example.com\r\nBcc: eve@example.com')).toBeUndefined();
    expect(headerAddress('grace@example.com\nBcc:eve@example.com')).toBeUndefined();
    expect(headerAddress('grace@example.com, eve@example.com')).toBeUndefined();
    expect(headerAddress('Grace <grace@example.com>')).toBeUndefined();
    expect(headerAddress('not an address')).toBeUndefined();
  });

  it('puts text on one line whatever breaks it carries, and bounds its length', () => {
    expect(headerText('Eve\r\nBcc: victim@example.com')).toBe('Eve Bcc: victim@example.com');
    expect(headerText('Eve\u2028Bcc: x\u0000y')).toBe('Eve Bcc: x y');
    expect(headerText('  many   spaces  ')).toBe('many spaces');
    expect(headerText('x'.repeat(300), 20)).toHaveLength(20);
  });

  it('parses the sender forms and refuses an injected one', () => {
    expect(parseMailbox('no-reply@example.com')).toEqual({ address: 'no-reply@example.com' });
    expect(parseMailbox('Voltline Engineering <no-reply@example.com>')).toEqual({
      name: 'Voltline Engineering',
      address: 'no-reply@example.com',
    });
    expect(parseMailbox('"Voltline, Careers" <careers@example.com>')).toEqual({
      name: 'Voltline, Careers',
      address: 'careers@example.com',
    });
    expect(parseMailbox('Website <no-reply@example.com>\r\nBcc: eve@example.com')).toBeUndefined();
    expect(parseMailbox('Website <not-an-address>')).toBeUndefined();
    expect(parseMailbox('')).toBeUndefined();
  });
});
