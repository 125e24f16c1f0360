import { Link } from 'react-router';
import { MESSAGES } from '../../../domain/messages.ts';
import { buttonClass } from '../ui/buttons.ts';

// public-site.md §2 Careers: "Didn't find what you were looking for? Send us your CV" with an
// Apply Now link to the wizard.
export function SendCvBox() {
  return (
    <div className="mt-10 flex flex-col items-start justify-between gap-5 rounded-xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center">
      <p className="text-xl font-semibold">{MESSAGES.careers.sendCvPrompt}</p>
      <Link to="/apply" className={`${buttonClass('accent')} shrink-0 text-base`}>
        Apply Now
      </Link>
    </div>
  );
}
