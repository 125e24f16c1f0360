import { Link } from 'react-router';
import { enquiry } from '../../../content/home.ts';

// public-site.md §2 Home 8: the "Have an Enquiry?" block linking to /contact.
export function EnquiryCta() {
  return (
    <section aria-labelledby="enquiry-heading" className="bg-accent-500 px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 md:flex-row md:items-center">
        <div className="max-w-3xl">
          <h2 id="enquiry-heading" className="text-3xl font-bold text-brand-900 sm:text-4xl">
            {enquiry.heading}
          </h2>
          <p className="mt-3 text-lg text-brand-900">{enquiry.text}</p>
        </div>
        <Link
          to="/contact"
          className="shrink-0 rounded-md bg-brand-900 px-7 py-3.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {enquiry.linkLabel}
        </Link>
      </div>
    </section>
  );
}
