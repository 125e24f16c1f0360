import { site } from '../../../content/site.ts';
import { type Block, fieldList } from './blocks.ts';

// The company's phone, an e-mail address and the three offices, for the confirmations: the person
// who wrote gets a way to reach us that does not depend on replying to an automatic message.
// Everything comes from content/site.ts, so rebranding the site rebrands the mail.

export function companyContacts(email: string): Block {
  return fieldList([
    { label: 'Phone', value: site.contact.phoneDisplay, ownHref: site.contact.phoneHref },
    { label: 'E-mail', value: email, ownHref: `mailto:${email}` },
    ...site.offices.map((office) => ({ label: office.city, value: office.lines.join('\n') })),
  ]);
}
