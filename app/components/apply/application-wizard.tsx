import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../domain/messages.ts';
import { useStepInsight } from '../../insights/use-step-insight.ts';
import { PrivacyPolicyLink } from '../forms/privacy-policy-link.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { Button } from '../ui/button.tsx';
import { Banner } from '../ui/status.tsx';
import { AdditionalStep } from './additional-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { ProfessionalStep } from './professional-step.tsx';
import { SuccessDialog } from './success-dialog.tsx';
import { STATUS_BANNER_ID, useApplicationWizard, type WizardStatus } from './use-application-wizard.ts';
import { WizardProgress } from './wizard-progress.tsx';
import { LAST_STEP } from './wizard-state.ts';

// public-site.md §2 Application wizard: three steps with a progress bar, Back and Continue, and
// Submit Application on the last step. The whole form is drawn on the server; the browser runs
// the steps. Enter in a field acts as the step's main button.

const BANNERS: Partial<Record<WizardStatus, { tone: 'error' | 'success'; text: string }>> = {
  invalid: { tone: 'error', text: MESSAGES.application.submitWithErrors },
  failed: { tone: 'error', text: MESSAGES.application.submitFailed },
  success: { tone: 'success', text: MESSAGES.application.success },
};

export function ApplicationWizard() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const wizard = useApplicationWizard(search);
  const { step, status, uploadProgress } = wizard;
  const isSubmitting = status === 'submitting';
  const banner = BANNERS[status];
  // Decision 029: the careers funnel counts the steps reached.
  useStepInsight(step);

  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
      <WizardProgress step={step} />

      {banner && (
        <div
          id={STATUS_BANNER_ID}
          tabIndex={-1}
          className="mt-8 focus:outline-none"
          data-apply-status={status}
        >
          <Banner tone={banner.tone}>{banner.text}</Banner>
        </div>
      )}

      <form
        noValidate
        method="post"
        aria-label="Job application"
        aria-busy={isSubmitting || undefined}
        className="mt-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < LAST_STEP) wizard.continueStep();
          else void wizard.submit();
        }}
      >
        <PersonalStep wizard={wizard} />
        <ProfessionalStep wizard={wizard} />
        <AdditionalStep wizard={wizard} />

        {uploadProgress !== null && (
          <div className="mt-8">
            <div className="flex justify-between text-sm font-medium text-slate-700">
              <span id="apply-upload-label">Uploading your CV</span>
              <span aria-hidden="true">{uploadProgress}%</span>
            </div>
            <progress
              max={100}
              value={uploadProgress}
              aria-labelledby="apply-upload-label"
              aria-valuetext={`${uploadProgress}%`}
              className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-500 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-500"
            />
          </div>
        )}

        {step === LAST_STEP && (
          <p className="mt-8 text-sm text-slate-600">
            We use your details and CV only to consider you for this role and similar ones, and delete them
            twelve months after we receive them. The confirmation e-mail has a link to withdraw your
            application at any time. See our <PrivacyPolicyLink /> for how we look after your data.
          </p>
        )}

        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="secondary" onClick={wizard.back} disabled={isSubmitting}>
              <span aria-hidden="true">←</span> Back
            </Button>
          ) : (
            <span aria-hidden="true" className="hidden sm:block" />
          )}
          <SubmitButton
            isBusy={isSubmitting}
            busyLabel={MESSAGES.application.submitting}
            className="min-w-48"
          >
            {step < LAST_STEP ? (
              <>
                Continue <span aria-hidden="true">→</span>
              </>
            ) : (
              'Submit Application'
            )}
          </SubmitButton>
        </div>
      </form>

      <SuccessDialog
        open={wizard.isSuccessOpen}
        onDismiss={wizard.dismissSuccess}
        onClose={() => navigate('/')}
      />
    </div>
  );
}
