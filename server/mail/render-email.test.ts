import { describe, expect, it } from 'vitest';
import { site } from '../../content/site.ts';
import { OUTBOX_KINDS, type OutboxKind } from '../../domain/outbox.ts';
import { type EmailContent, renderEmail, UnrenderableEmailError } from './render-email.ts';

const context = { publicUrl: 'https://www.voltline.example' };

const enquiry = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  phone_number: '0123456789',
  message: 'We need a G99 study for a 20 MW solar farm.\nCould you quote by Friday?',
  to_email: 'enquiries@voltline.example',
  received_at: '2026-11-23T14:05:00.000Z',
};

const application = {
  from_name: 'Priya Sharma',
  from_email: 'priya@example.com',
  phone_number: '+91 98100 00000',
  country: 'India',
  position: 'Protection Engineer',
  linkedin_url: 'https://www.linkedin.com/in/priya-sharma',
  cv_url: 'https://www.voltline.example/dashboard/applications?open=abc123',
  message: 'Eight years of 132 kV protection design.\nAvailable from January.',
  to_email: 'hr@voltline.example',
  received_at: '2026-07-01T08:30:00.000Z',
};

const HOSTILE_NAME = `<script>alert("x")</script> O'Brien & Sons`;
const HOSTILE_MESSAGE = `<img src=x onerror=alert(1)>\n"quoted" & 'single'`;

/** Both parts, the text with its wrapping undone so a phrase reads whole. */
function both(content: EmailContent): string[] {
  return [content.text.replace(/\s+/g, ' '), content.html];
}

describe('renderEmail: the enquiry to the company', () => {
  const content = renderEmail('enquiry', enquiry, context);

  it('shows every field, labelled, in both parts', () => {
    for (const part of both(content)) {
      for (const text of ['Name', 'Ada Lovelace', 'E-mail', 'ada@example.com', 'Phone', '0123456789']) {
        expect(part).toContain(text);
      }
      expect(part).toContain('Message');
      expect(part).toContain('We need a G99 study for a 20 MW solar farm.');
      expect(part).toContain('Could you quote by Friday?');
      expect(part).toContain('Received');
      expect(part).toContain('23 November 2026, 14:05 (UK time)');
      expect(part).toContain('enquiries@voltline.example');
      expect(part).toContain('Reply to this e-mail to answer Ada Lovelace directly.');
    }
  });

  it('keeps the message line breaks: <br> in HTML, separate lines in text', () => {
    expect(content.html).toContain('solar farm.<br>Could you quote by Friday?');
    expect(content.text).toMatch(/solar farm\.\n\s*Could you quote by Friday\?/);
  });

  it('links to the dashboard enquiries screen, in full in the text part', () => {
    expect(content.html).toContain('href="https://www.voltline.example/dashboard/enquiries"');
    expect(content.text).toContain('https://www.voltline.example/dashboard/enquiries');
  });

  it('escapes a hostile name and message in the HTML part', () => {
    const { html, text } = renderEmail(
      'enquiry',
      { ...enquiry, from_name: HOSTILE_NAME, message: HOSTILE_MESSAGE },
      context,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Sons');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>&quot;quoted&quot; &amp; &#39;single&#39;');
    // The text part is not HTML: it shows what was typed.
    expect(text).toContain(HOSTILE_NAME);
  });

  it('keeps a name on one line, so a typed line break cannot forge a row', () => {
    const { text } = renderEmail('enquiry', { ...enquiry, from_name: 'Ada\nReceived: yesterday' }, context);
    expect(text).toContain('Name:     Ada Received: yesterday');
  });
});

describe('renderEmail: the application to HR', () => {
  const content = renderEmail('application', application, context);

  it('shows every field, labelled, in both parts', () => {
    for (const part of both(content)) {
      for (const text of [
        'Priya Sharma',
        'priya@example.com',
        '+91 98100 00000',
        'Country',
        'India',
        'Position',
        'Protection Engineer',
        'LinkedIn',
        'https://www.linkedin.com/in/priya-sharma',
        'Eight years of 132 kV protection design.',
        'Available from January.',
        '1 July 2026, 09:30 (UK time)',
        'hr@voltline.example',
        'Open the application and CV in the dashboard',
      ]) {
        expect(part).toContain(text);
      }
    }
    expect(content.text).toContain(application.cv_url);
    expect(content.html).toContain(`href="${application.cv_url}"`);
    expect(content.html).toContain('href="https://www.linkedin.com/in/priya-sharma"');
  });

  it('leaves out the LinkedIn row and the comments when they are empty', () => {
    for (const part of both(
      renderEmail('application', { ...application, linkedin_url: '', message: '' }, context),
    )) {
      expect(part).not.toContain('LinkedIn');
      expect(part).not.toContain('Comments');
      expect(part).toContain('Priya Sharma');
    }
    for (const part of both(renderEmail('application', withoutOptional(application), context))) {
      expect(part).not.toContain('LinkedIn');
      expect(part).not.toContain('Comments');
    }
  });

  it('shows a javascript: LinkedIn URL as text, never as a link', () => {
    const { html } = renderEmail(
      'application',
      { ...application, linkedin_url: 'javascript:alert(document.cookie)' },
      context,
    );
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).toContain('javascript:alert(document.cookie)');
  });

  it('does not link a CV address that is not http(s)', () => {
    const { html } = renderEmail(
      'application',
      { ...application, cv_url: 'data:text/html,<b>x</b>' },
      context,
    );
    expect(html).not.toContain('href="data:');
    expect(html).toContain('data:text/html,&lt;b&gt;x&lt;/b&gt;');
  });

  it('escapes a hostile name and comments in the HTML part', () => {
    const { html } = renderEmail(
      'application',
      { ...application, from_name: HOSTILE_NAME, message: HOSTILE_MESSAGE, position: '"><b>' },
      context,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><b>');
    expect(html).toContain('&quot;&gt;&lt;b&gt;');
  });
});

describe('renderEmail: the confirmations to the person who wrote', () => {
  // Fields a spammer would fill in, hoping to see them in a mail we send to their target.
  const smuggled = {
    to_email: 'target@victim.example',
    from_name: 'Cheap pills at spam.example',
    message: 'Visit https://spam.example now',
    phone_number: '0999999999',
  };

  it('the enquiry confirmation carries nothing from the payload', () => {
    for (const part of both(renderEmail('enquiry-confirmation', smuggled, context))) {
      for (const text of ['target', 'victim', 'pills', 'spam.example', '0999999999']) {
        expect(part).not.toContain(text);
      }
    }
  });

  it('the application confirmation carries nothing from the payload but the position', () => {
    const content = renderEmail(
      'application-confirmation',
      { ...smuggled, position: 'Senior Protection Engineer' },
      context,
    );
    for (const part of both(content)) {
      for (const text of ['target', 'victim', 'pills', 'spam.example', '0999999999']) {
        expect(part).not.toContain(text);
      }
      expect(part).toContain('for the Senior Protection Engineer role at Voltline Engineering');
    }
  });

  it('the application confirmation reads well without a position', () => {
    const content = renderEmail('application-confirmation', { to_email: 'a@example.com' }, context);
    for (const part of both(content)) {
      expect(part).toContain(`Thank you for applying to ${site.brand}.`);
    }
  });

  it('the enquiry confirmation promises a reply and gives the company contacts and privacy policy', () => {
    const content = renderEmail('enquiry-confirmation', { to_email: 'a@example.com' }, context);
    for (const part of both(content)) {
      expect(part).toContain('within two working days');
      expect(part).toContain('urgent');
      expect(part).toContain('how we handle your personal data');
      expect(part).toContain('If you did not contact us, you can ignore this e-mail.');
      expectCompanyContacts(part, site.contact.email);
    }
    expect(content.html).toContain('href="https://www.voltline.example/privacy-policy"');
    expect(content.text).toContain('https://www.voltline.example/privacy-policy');
  });

  it("prints the head office's phone and e-mail the message was queued with (decision 025)", () => {
    const company = { company_phone: '+44 (0)1206 111 222', company_email: 'hello@voltline.example' };
    const enquiryConfirmation = renderEmail(
      'enquiry-confirmation',
      { to_email: 'a@example.com', ...company },
      context,
    );
    const application = renderEmail(
      'application-confirmation',
      { to_email: 'a@example.com', ...company },
      context,
    );
    for (const part of [...both(enquiryConfirmation), ...both(application)]) {
      expect(part).toContain('+44 (0)1206 111 222');
      expect(part).not.toContain(site.contact.phoneDisplay);
    }
    for (const part of both(enquiryConfirmation)) expect(part).toContain('hello@voltline.example');
    expect(enquiryConfirmation.html).toContain('href="tel:+441206111222"');
  });

  it('the application confirmation gives timescales, contacts, privacy policy and what to do if you did not apply', () => {
    const content = renderEmail('application-confirmation', { to_email: 'a@example.com' }, context);
    for (const part of both(content)) {
      expect(part).toContain('reviews every application');
      expect(part).toContain('within three weeks');
      expect(part).toContain('how long we keep your CV');
      expect(part).toContain('If you did not apply');
      expectCompanyContacts(part, site.contact.careersEmail);
    }
    expect(content.text).toContain('https://www.voltline.example/privacy-policy');
  });

  it('offers the withdrawal link with its lifetime in both parts (decision 017)', () => {
    const token = `MDE5NWYzYTJiNGMxMDAwMGExYjJjM2Q0.1800000000.${'A'.repeat(43)}`;
    const content = renderEmail(
      'application-confirmation',
      { to_email: 'a@example.com', withdraw_token: token, withdraw_days: '30' },
      context,
    );
    const url = `https://www.voltline.example/withdraw-application?token=${token}`;
    expect(content.html).toContain(`If you change your mind, you can <a href="${url}" style="`);
    expect(content.html).toContain(
      '>withdraw your application and have your CV deleted</a>. The link works for 30 days.</p>',
    );
    expect(content.text).toContain(
      `If you change your mind, you can withdraw your application and have your\nCV deleted:\n${url}\nThe link works for 30 days.`,
    );
  });

  it('leaves the withdrawal paragraph out of a message queued before the link existed', () => {
    for (const part of both(
      renderEmail('application-confirmation', { to_email: 'a@example.com' }, context),
    )) {
      expect(part).not.toContain('withdraw');
    }
  });

  it.each([
    ['a token of another shape', { withdraw_token: 'https://evil.example/', withdraw_days: '30' }],
    ['a token without its days', { withdraw_token: `MDE.1800000000.${'A'.repeat(43)}` }],
    [
      'days that are no whole number',
      { withdraw_token: `MDE.1800000000.${'A'.repeat(43)}`, withdraw_days: '1e9x' },
    ],
  ])('refuses %s', (_, fields) => {
    expect(() =>
      renderEmail('application-confirmation', { to_email: 'a@example.com', ...fields }, context),
    ).toThrow(UnrenderableEmailError);
  });

  it('escapes the position in the HTML part', () => {
    const { html } = renderEmail(
      'application-confirmation',
      { to_email: 'a@b.c', position: 'R&D <Lead>' },
      context,
    );
    expect(html).toContain('R&amp;D &lt;Lead&gt;');
  });
});

const accountLocked = {
  to_name: 'Ada Admin',
  to_email: 'ada@example.com',
  failed_attempts: '5',
  locked_until: '2026-07-01T09:15:00.000Z',
  from_address: '203.0.113.7',
};

describe('renderEmail: the sign-in paused notice', () => {
  it('tells the owner how many attempts, until when (UK time) and from where, in both parts', () => {
    const { text, html } = renderEmail('account-locked', accountLocked, context);
    for (const part of [text, html]) {
      expect(part).toContain('Ada Admin');
      expect(part).toContain('5 failed attempts');
      expect(part).toContain('1 July 2026, 10:15 (UK time)');
      expect(part).toContain('203.0.113.7');
      expect(part).toContain('/login');
    }
  });
});

// Decision 027.
const newSignIn = {
  to_name: 'Ada Admin',
  to_email: 'ada@example.com',
  device: 'Firefox on Linux',
  network: '203.0.113.0/24',
  signed_in_at: '2026-07-01T09:15:00.000Z',
};

describe('renderEmail: the new sign-in notice', () => {
  it('names the device, network and UK time, and what to do if it was not you, in both parts', () => {
    const { text, html } = renderEmail('new-sign-in', newSignIn, context);
    // The text part wraps its lines; what it says is read with the breaks as spaces.
    for (const part of [text.replace(/\s+/g, ' '), html]) {
      expect(part).toContain('Ada Admin');
      expect(part).toContain('Firefox on Linux');
      expect(part).toContain('203.0.113.0/24');
      expect(part).toContain('1 July 2026, 10:15 (UK time)');
      expect(part).toContain('change your password');
      expect(part).toContain('Sign out everywhere else');
      expect(part).toContain('tell an administrator');
      expect(part).toContain('/dashboard/account');
    }
  });
});

const passwordReset = {
  to_name: 'Ada Admin',
  to_email: 'ada@example.com',
  reset_token:
    'NjY1ZjAwMDAwMDAwMDAwMGFhYWFhYWFhLmFiY2RlZmdoaWprbG1ub3BxcnN0dXY.1798000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
};

describe('renderEmail: the password reset link', () => {
  it('links to /reset-password with the token and says it works once for 30 minutes', () => {
    const { text, html } = renderEmail('password-reset', passwordReset, context);
    for (const part of [text.replace(/\s+/g, ' '), html]) {
      expect(part).toContain(`/reset-password?token=${passwordReset.reset_token}`);
      expect(part).toContain('30 minutes');
      expect(part).toContain('works once');
    }
  });

  it('refuses a token of any other shape, so no text reaches the link', () => {
    expect(() =>
      renderEmail('password-reset', { ...passwordReset, reset_token: 'x"><script>' }, context),
    ).toThrow(UnrenderableEmailError);
  });
});

const interview = {
  to_email: 'ada@example.com',
  heading: 'Interview invitation',
  body: 'Dear Ada,\n\nWe would like to invite you to an interview.\n\nWhen: Tuesday 19 January 2027, 10:00 UK time\nLength: 1 hour',
};

describe('renderEmail: an interview invitation', () => {
  it('keeps the merged paragraphs and their lines, and offers the meeting link as a button', () => {
    const { text, html } = renderEmail(
      'interview',
      { ...interview, meeting_url: 'https://meet.example/abc' },
      context,
    );
    expect(text).toContain('When: Tuesday 19 January 2027, 10:00 UK time\n  Length: 1 hour');
    expect(html).toContain('When: Tuesday 19 January 2027, 10:00 UK time<br>Length: 1 hour');
    for (const part of [text, html]) {
      expect(part).toContain('Interview invitation');
      expect(part).toContain('https://meet.example/abc');
      expect(part).toContain('invite.ics');
    }
  });
});

const candidate = {
  to_email: 'priya@applicant.example',
  subject: 'Your application for Protection Engineer',
  body: 'Dear Priya,\n\nThank you <b>for</b> applying.\n- one\n- two\n\nKind regards,\nThe recruitment team',
};

describe('renderEmail: an e-mail to a candidate (decision 026)', () => {
  it('makes a paragraph of each blank-line-separated block, keeps line breaks and escapes markup', () => {
    const { text, html } = renderEmail('candidate', candidate, context);
    expect(text).toContain('Dear Priya,\n\nThank you <b>for</b> applying.\n- one\n- two\n\nKind regards,');
    expect(html).toContain('>Dear Priya,</p>');
    expect(html).toContain('Thank you &lt;b&gt;for&lt;/b&gt; applying.<br>- one<br>- two</p>');
    expect(html).toContain('<title>Your application for Protection Engineer</title>');
    expect(html).not.toContain('<b>');
  });
});

describe('renderEmail: payload checks', () => {
  const required: Record<OutboxKind, Record<string, string>> = {
    enquiry,
    application: withoutOptional(application),
    'enquiry-confirmation': { to_email: 'a@example.com' },
    'application-confirmation': { to_email: 'a@example.com' },
    'account-locked': accountLocked,
    'new-sign-in': newSignIn,
    'password-reset': passwordReset,
    interview,
    candidate,
  };

  for (const kind of OUTBOX_KINDS) {
    const payload = required[kind];
    for (const field of Object.keys(payload)) {
      it(`refuses ${kind} without ${field}, naming the field`, () => {
        const { [field]: _left, ...rest } = payload;
        expect(() => renderEmail(kind, rest, context)).toThrow(UnrenderableEmailError);
        expect(() => renderEmail(kind, rest, context)).toThrow(field);
        expect(() => renderEmail(kind, { ...rest, [field]: '  ' }, context)).toThrow(field);
      });
    }
  }

  it('refuses a received_at that is not a timestamp', () => {
    expect(() => renderEmail('enquiry', { ...enquiry, received_at: 'yesterday' }, context)).toThrow(
      /received_at/,
    );
  });
});

describe('renderEmail: UK time', () => {
  it('shows a winter timestamp in GMT', () => {
    const { text } = renderEmail('enquiry', { ...enquiry, received_at: '2026-01-15T09:05:00Z' }, context);
    expect(text).toContain('15 January 2026, 09:05 (UK time)');
  });

  it('shows a summer timestamp in BST, an hour ahead of UTC', () => {
    const { text } = renderEmail('enquiry', { ...enquiry, received_at: '2026-07-01T23:30:00Z' }, context);
    expect(text).toContain('2 July 2026, 00:30 (UK time)');
  });

  it('reads a timestamp with an offset', () => {
    const { text } = renderEmail(
      'enquiry',
      { ...enquiry, received_at: '2026-11-23T19:35:00+05:30' },
      context,
    );
    expect(text).toContain('23 November 2026, 14:05 (UK time)');
  });
});

describe('renderEmail: the shape of every message', () => {
  const all: [OutboxKind, Record<string, string>][] = [
    ['enquiry', enquiry],
    ['application', application],
    ['enquiry-confirmation', { to_email: 'a@example.com' }],
    ['application-confirmation', { to_email: 'a@example.com', position: 'Protection Engineer' }],
  ];

  for (const [kind, payload] of all) {
    it(`${kind}: a complete, self-contained HTML document in the brand's look`, () => {
      const { html } = renderEmail(kind, payload, context);
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-GB"/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('max-width:600px');
      expect(html).toContain('background-color:#0b2545');
      expect(html).toContain('background-color:#f2a900');
      expect(html).toContain(site.brand);
      expect(html).toContain(site.legalName);
      // Nothing loaded from elsewhere: no images, stylesheets or fonts.
      expect(html).not.toMatch(/<img|<link|src=|url\(|@import/i);
      expect(html).toMatch(/<\/html>\n$/);
    });

    it(`${kind}: a plain-text part wrapped at 72 columns, save for whole URLs`, () => {
      const { text } = renderEmail(kind, payload, context);
      const long = text.split('\n').filter((line) => line.length > 72 && !/^\S*https?:\/\/\S+$/.test(line));
      expect(long).toEqual([]);
      expect(text).not.toMatch(/<[a-z]/i);
      expect(text).toContain(site.legalName);
    });
  }

  it('accepts a public URL with a trailing slash without doubling it', () => {
    const { text } = renderEmail('enquiry', enquiry, { publicUrl: 'https://www.voltline.example/' });
    expect(text).toContain('https://www.voltline.example/dashboard/enquiries');
  });
});

function withoutOptional(payload: typeof application): Record<string, string> {
  const { linkedin_url: _linkedin, message: _message, ...rest } = payload;
  return rest;
}

function expectCompanyContacts(part: string, email: string) {
  expect(part).toContain(site.contact.phoneDisplay);
  expect(part).toContain(email);
  for (const office of site.offices) {
    for (const line of office.lines) expect(part).toContain(line);
  }
}
