import { DEFAULT_RETENTION_DAYS } from '../../../../domain/personal-data.ts';

// What the screen is for, said before its controls: the two rights it answers (UK GDPR articles
// 15 and 17); and, after them, how long the site keeps things anyway (the periods of
// content/privacy.ts, held to the server's defaults in server/config.ts).

const months = (days: number) => Math.round((days / 365) * 12);
const years = (days: number) => Math.round(days / 365);

/** The retention periods as the privacy policy words them. */
const RETENTION = [
  {
    what: 'Job applications, with their CVs, notes and status history',
    kept: `${months(DEFAULT_RETENTION_DAYS.applications)} months`,
  },
  {
    what: 'Enquiries sent through the contact form',
    kept: `${years(DEFAULT_RETENTION_DAYS.enquiries)} years`,
  },
  { what: 'Copies of the e-mails the website sends', kept: '90 days' },
  { what: 'The activity log (it records requests by count, never the address)', kept: '2 years' },
] as const;

export function RequestGuide() {
  return (
    <section
      aria-labelledby="personal-data-guide"
      className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="personal-data-guide" className="text-lg font-semibold text-brand-900">
        Requests under UK GDPR
      </h2>
      <div className="mt-2 space-y-3">
        <p>
          Anyone who has applied for a job or sent an enquiry may ask for a copy of what we hold about them (a
          subject access request, article 15) or ask us to erase it (article 17). Answer within one month of
          the request, once you are sure it comes from the owner of the address.
        </p>
        <p>
          Enter the e-mail address they used. <strong>Download data held</strong> saves everything held for it
          as a JSON file to send them. <strong>Erase all data</strong> deletes their applications and CVs,
          enquiries and the e-mails sent to or about them.
        </p>
      </div>
    </section>
  );
}

/** How long things are kept when nobody asks, as the privacy policy promises. */
export function RetentionPeriods() {
  return (
    <section
      aria-labelledby="personal-data-retention"
      className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="personal-data-retention" className="text-lg font-semibold text-brand-900">
        How long the website keeps data
      </h2>
      <p className="mt-2">Without any request, it is deleted automatically after:</p>
      <dl className="mt-3 divide-y divide-slate-200">
        {RETENTION.map((item) => (
          <div key={item.what} className="flex flex-col gap-x-6 py-2 sm:flex-row sm:justify-between">
            <dt>{item.what}</dt>
            <dd className="font-semibold text-slate-900 sm:text-right">{item.kept}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
