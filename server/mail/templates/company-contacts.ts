import { site } from '../../../content/site.ts';
import { phoneHref } from '../../../domain/site-content.ts';
import { type Block, fieldList } from './blocks.ts';

// The company's phone, an e-mail address and the three offices, for the confirmations: the person
// who wrote gets a way to reach us that does not depend on replying to an automatic message.
// The phone is the head office's as published when the message was queued (decision 025), else
// content/site.ts's, as is everything else here: rebranding the site rebrands the mail.

export function companyContacts(email: string, phone: string = site.contact.phoneDisplay): Block {
  return fieldList([
    { label: 'Phone', value: phone, ownHref: phoneHref(phone) },
    { label: 'E-mail', value: email, ownHref: `mailto:${email}` },
    ...site.offices.map((office) => ({ label: office.city, value: office.lines.join('\n') })),
  ]);
}
