import type { Office } from '../../../../domain/site-content.ts';
import { TextAreaField, TextField } from '../../forms/field.tsx';
import { typedNumber } from './figures-editor.tsx';
import { ItemList, newItemId } from './item-list.tsx';
import { itemFieldId, listAddId, listLocator } from './section-errors.ts';
import { fieldProps, updateItem } from './section-fields.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

// Offices and contact details (decision 025): the contact page, the footer and the JSON-LD read
// them. The first office is the head office: its phone and e-mail are the company's. Each office
// may name the mailboxes that receive enquiries and applications; empty means the address the
// site's configuration gives (CONTACT_TO_EMAIL, HR_TO_EMAIL).

const KEY = 'offices';

type OfficeDraft = Omit<Office, 'addressLines' | 'latitude' | 'longitude'> & {
  /** One address line per line of the text. */
  addressLines: string;
  latitude: string;
  longitude: string;
};

const DEFAULT_MAILBOX = "Leave empty to use the site's default address from its configuration.";

export function OfficesEditor() {
  const form = useSectionForm({
    key: KEY,
    fromValue: (value: Office[]): OfficeDraft[] =>
      (value ?? []).map((office) => ({
        ...office,
        addressLines: office.addressLines.join('\n'),
        latitude: String(office.latitude),
        longitude: String(office.longitude),
      })),
    toValue: (draft: OfficeDraft[]) =>
      draft.map((office) => ({
        ...office,
        addressLines: office.addressLines
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line !== ''),
        latitude: typedNumber(office.latitude),
        longitude: typedNumber(office.longitude),
      })),
    locate: (draft) => listLocator({ prefix: KEY, noun: 'Office', items: draft, nameOf: (o) => o.name }),
  });
  const { errors } = form;
  const offices = form.draft ?? [];
  const change = (id: string, patch: Partial<OfficeDraft>) =>
    form.update((draft) => updateItem(draft, id, (office) => ({ ...office, ...patch })));

  return (
    <SectionFrame
      form={form}
      description="The offices on the Contact page, the footer and in search engines' company details. The first office is the head office."
    >
      <ItemList
        prefix={KEY}
        noun="Office"
        items={offices}
        nameOf={(office) => office.name}
        onChange={(next) => form.update(() => next)}
        makeItem={() => ({
          id: newItemId(),
          name: '',
          country: '',
          addressLines: '',
          postcode: '',
          phone: '',
          email: '',
          openingHours: '',
          latitude: '',
          longitude: '',
          enquiryMailbox: '',
          applicationMailbox: '',
        })}
        firstFieldId={(office) => itemFieldId(KEY, office.id, 'name')}
        addLabel="Add an office"
        minItems={1}
        maxItems={12}
        error={errors.byId[listAddId(KEY)]}
        removeMessage={(office) =>
          `${office.name || 'This office'} will be taken off the list. The site keeps showing it until you publish.`
        }
        describeItem={(_office, index) =>
          index === 0
            ? 'Head office: its phone and e-mail are the company’s on every page. Move another office up to make it the head office.'
            : 'Branch office'
        }
        renderItem={(office) => {
          const id = (field: string) => itemFieldId(KEY, office.id, field);
          return (
            <div className="space-y-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Office name"
                  required
                  value={office.name}
                  hint="The town or city, e.g. Colchester."
                  onChange={(name) => change(office.id, { name })}
                  {...fieldProps(id('name'), errors)}
                />
                <TextField
                  label="Country"
                  required
                  value={office.country}
                  hint="As job adverts name it, e.g. United Kingdom."
                  onChange={(country) => change(office.id, { country })}
                  {...fieldProps(id('country'), errors)}
                />
              </div>
              <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
                <TextAreaField
                  label="Address"
                  required
                  rows={4}
                  value={office.addressLines}
                  hint="One line per line, as printed, postcode and country included."
                  onChange={(addressLines) => change(office.id, { addressLines })}
                  {...fieldProps(id('addressLines'), errors)}
                />
                <TextField
                  label="Postcode"
                  value={office.postcode}
                  onChange={(postcode) => change(office.id, { postcode })}
                  {...fieldProps(id('postcode'), errors)}
                />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Phone"
                  type="tel"
                  value={office.phone}
                  hint="As shown, e.g. +44 (0)1206 000 000."
                  onChange={(phone) => change(office.id, { phone })}
                  {...fieldProps(id('phone'), errors)}
                />
                <TextField
                  label="E-mail"
                  type="email"
                  value={office.email}
                  onChange={(email) => change(office.id, { email })}
                  {...fieldProps(id('email'), errors)}
                />
              </div>
              <TextField
                label="Opening hours"
                value={office.openingHours}
                hint="e.g. Monday to Friday, 9:00 to 17:30."
                onChange={(openingHours) => change(office.id, { openingHours })}
                {...fieldProps(id('openingHours'), errors)}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Latitude"
                  required
                  inputMode="text"
                  value={office.latitude}
                  hint="The map position, e.g. 51.8959."
                  onChange={(latitude) => change(office.id, { latitude })}
                  {...fieldProps(id('latitude'), errors)}
                />
                <TextField
                  label="Longitude"
                  required
                  inputMode="text"
                  value={office.longitude}
                  hint="e.g. 0.8919 (west of Greenwich is negative)."
                  onChange={(longitude) => change(office.id, { longitude })}
                  {...fieldProps(id('longitude'), errors)}
                />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Enquiries mailbox"
                  type="email"
                  value={office.enquiryMailbox}
                  hint={`Receives the contact form's enquiries (the head office's is used). ${DEFAULT_MAILBOX}`}
                  onChange={(enquiryMailbox) => change(office.id, { enquiryMailbox })}
                  {...fieldProps(id('enquiryMailbox'), errors)}
                />
                <TextField
                  label="Applications mailbox"
                  type="email"
                  value={office.applicationMailbox}
                  hint={`Receives applications for jobs in this office's country. ${DEFAULT_MAILBOX}`}
                  onChange={(applicationMailbox) => change(office.id, { applicationMailbox })}
                  {...fieldProps(id('applicationMailbox'), errors)}
                />
              </div>
            </div>
          );
        }}
      />
    </SectionFrame>
  );
}
