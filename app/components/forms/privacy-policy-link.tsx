import { Link } from 'react-router';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// The link to the privacy policy that stands beside every public form's submit button, where a
// visitor decides to send us their details (UK GDPR: tell people at the point of collection).
export function PrivacyPolicyLink() {
  return (
    <Link
      to="/privacy-policy"
      className={`rounded-sm font-semibold text-brand-500 underline underline-offset-4 ${FOCUS_RING}`}
    >
      Privacy Policy
    </Link>
  );
}
