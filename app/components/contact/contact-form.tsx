import { MESSAGES } from '../../../domain/messages.ts';
import { TextAreaField, TextField } from '../forms/field.tsx';
import { PrivacyPolicyLink } from '../forms/privacy-policy-link.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { Banner } from '../ui/status.tsx';
import { type ContactStatus, useContactForm } from './use-contact-form.ts';

// public-site.md §2 Contact and §5: firstName, lastName, email, phone and message, each with
// its message underneath; the outcome (§8) shows above the button.

export function ContactOutcome({ status }: { status: ContactStatus }) {
  if (status === 'success') return <Banner tone="success">{MESSAGES.contact.success}</Banner>;
  if (status === 'error') return <Banner tone="error">{MESSAGES.contact.failure}</Banner>;
  return null;
}

export function ContactFormCard() {
  const { values, errors, status, change, submit, fieldRef, statusRef } = useContactForm();
  const isSending = status === 'sending';

  return (
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        Send us a message
      </h2>
      <p className="mt-2 text-slate-600">
        Tell us about your project and an engineer will reply. Fields marked{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <form
        noValidate
        method="post"
        onSubmit={submit}
        aria-labelledby="contact-form-heading"
        className="mt-6 space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="contact-first-name"
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors.firstName}
            onChange={(value) => change('firstName', value)}
            ref={fieldRef('firstName')}
          />
          <TextField
            id="contact-last-name"
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            onChange={(value) => change('lastName', value)}
            ref={fieldRef('lastName')}
          />
          <TextField
            id="contact-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(value) => change('email', value)}
            ref={fieldRef('email')}
          />
          <TextField
            id="contact-phone"
            name="phone"
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint="10 digits; spaces and a +44 or +91 code are fine"
            required
            value={values.phone}
            error={errors.phone}
            onChange={(value) => change('phone', value)}
            ref={fieldRef('phone')}
          />
        </div>
        <TextAreaField
          id="contact-message"
          name="message"
          label="Message"
          rows={6}
          required
          value={values.message}
          error={errors.message}
          onChange={(value) => change('message', value)}
          ref={fieldRef('message')}
        />

        <p className="text-sm text-slate-600">
          We use these details only to answer your enquiry and keep a record of it. See our{' '}
          <PrivacyPolicyLink /> for how we look after your data.
        </p>

        <div ref={statusRef} tabIndex={-1} className="focus:outline-none">
          <ContactOutcome status={status} />
        </div>

        <SubmitButton isBusy={isSending} busyLabel={MESSAGES.contact.sending} className="w-full sm:w-auto">
          Send Message
        </SubmitButton>
      </form>
    </section>
  );
}
