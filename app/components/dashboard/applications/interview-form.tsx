import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { successAnswer } from '../../../../domain/answers/common.ts';
import { interviewAnswer, interviewerOptionsAnswer } from '../../../../domain/answers/interviews.ts';
import {
  INTERVIEW_MESSAGES,
  type Interview,
  joinNames,
  LOCATION_MAX,
  localTime,
  MAX_INTERVIEWERS,
} from '../../../../domain/interviews.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { FieldNotes, SelectField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Banner } from '../../ui/status.tsx';
import { isoToUkWallTime, ukWallTimeToIso } from '../publishing/uk-time.ts';
import { useApiQuery } from '../use-api-query.ts';

// Decision 026: schedule or change an interview. The date and time are typed as UK wall-clock
// time and sent with the UK's offset on that date (GMT or BST), whatever zone the browser is in;
// the applicant's office time is shown beside it. The place is an office of the published site
// content or an online link; interviewers are any active staff. The form says who will be
// e-mailed before anything is sent.

const m = INTERVIEW_MESSAGES;
const LENGTHS = [15, 30, 45, 60, 75, 90, 120, 180, 240] as const;
const SAVE_FAILED = 'Failed to save the interview';

const officesAnswer = successAnswer({
  offices: z.array(z.object({ name: z.string(), country: z.string(), addressLines: z.array(z.string()) })),
});

type Office = z.infer<typeof officesAnswer>['data']['offices'][number];

/** How an office reads on the invitation: 'Colchester office, 1 High Street, Colchester CO1 1AA'. */
function officeLocation(office: Office): string {
  return [`${office.name} office`, ...office.addressLines].join(', ').slice(0, LOCATION_MAX);
}

type Applicant = { _id: string; firstName: string; lastName: string; country: string };

type Errors = Partial<
  Record<'date' | 'time' | 'durationMinutes' | 'location' | 'meetingUrl' | 'interviewerIds', string>
>;

export function InterviewForm({
  application,
  interview,
  onSaved,
  onCancel,
}: {
  application: Applicant;
  /** The interview being changed; absent when scheduling a new one. */
  interview?: Interview;
  onSaved: (interview: Interview, message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const offices = useApiQuery('/site-content', officesAnswer, 'Failed to load the offices');
  const people = useApiQuery(
    '/interviews/interviewer-options',
    interviewerOptionsAnswer,
    'Failed to load staff',
  );
  const wall = isoToUkWallTime(interview?.startsAt);
  const [date, setDate] = useState(wall.slice(0, 10));
  const [time, setTime] = useState(wall.slice(11, 16) || '10:00');
  const [durationMinutes, setDuration] = useState(String(interview?.durationMinutes ?? 60));
  const [mode, setMode] = useState<'office' | 'online'>(interview?.meetingUrl ? 'online' : 'office');
  const [location, setLocation] = useState(interview?.location ?? '');
  const [meetingUrl, setMeetingUrl] = useState(interview?.meetingUrl ?? '');
  const [interviewerIds, setInterviewerIds] = useState<string[]>(
    interview?.interviewers.map((person) => person._id) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // The form takes the place of the button that opened it: focus starts on its first field.
  const dateRef = useRef<HTMLInputElement>(null);
  useEffect(() => dateRef.current?.focus(), []);

  const officeList = offices.data?.data.offices ?? [];
  const officeOptions = officeList.map(officeLocation);
  // A new interview starts at the office in the applicant's country, where there is one.
  const localOffice = officeList.find((office) => office.country === application.country);
  useEffect(() => {
    if (!interview && localOffice) setLocation((current) => current || officeLocation(localOffice));
  }, [interview, localOffice]);
  // A place typed before the offices changed stays choosable, so an edit does not lose it.
  if (location && !officeOptions.includes(location)) officeOptions.unshift(location);
  const options = people.data?.data.interviewers ?? [];
  const chosenNames = options
    .filter((person) => interviewerIds.includes(person._id))
    .map((person) => person.name);
  const startsAt = date && time ? ukWallTimeToIso(`${date}T${time}`) : null;
  const elsewhere = startsAt ? localTime(startsAt, application.country) : '';
  const applicantName = `${application.firstName} ${application.lastName}`;

  const toggle = (personId: string, isChosen: boolean) =>
    setInterviewerIds((current) =>
      isChosen ? [...current, personId] : current.filter((chosen) => chosen !== personId),
    );

  const check = (): Errors => {
    const found: Errors = {};
    if (!date) found.date = 'Date is required';
    if (!time) found.time = 'Time is required';
    else if (date && !startsAt) found.time = 'That time does not exist in the UK: the clocks go forward then';
    else if (startsAt && Date.parse(startsAt) <= Date.now()) found.date = m.startsAtPast;
    if (mode === 'office' && !location) found.location = 'Choose an office';
    if (mode === 'online' && !/^https:\/\/\S+$/i.test(meetingUrl.trim()))
      found.meetingUrl = m.meetingUrlInvalid;
    if (interviewerIds.length === 0) found.interviewerIds = m.interviewersRequired;
    if (interviewerIds.length > MAX_INTERVIEWERS) found.interviewerIds = m.interviewersTooMany;
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = {
        startsAt,
        durationMinutes: Number(durationMinutes),
        ...(mode === 'office' ? { location } : { meetingUrl: meetingUrl.trim() }),
        interviewerIds,
      };
      const answer = interview
        ? await apiRequest(`/interviews/${encodeURIComponent(interview._id)}`, interviewAnswer, {
            method: 'PUT',
            json: body,
          })
        : await apiRequest(
            `/applications/${encodeURIComponent(application._id)}/interviews`,
            interviewAnswer,
            {
              json: body,
            },
          );
      const saved = answer.data.interview;
      const message = interview
        ? saved.sequence === interview.sequence
          ? m.unchanged
          : 'Interview changed; the updates are on their way.'
        : `Interview scheduled; invitations are on their way to ${joinNames([applicantName, ...chosenNames])}.`;
      onSaved(saved, message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const { startsAt: startError, ...rest } = error.fieldErrors;
        setErrors({ ...rest, ...(startError ? { date: startError } : {}) });
      }
      setFailure(failureMessage(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Errors) => `${id}-${name}`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-3 space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">
        {interview ? 'Change interview' : 'Schedule interview'}
      </h4>
      {failure && <Banner tone="error">{failure}</Banner>}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={field('date')}
          name="date"
          type="date"
          label="Date"
          ref={dateRef}
          required
          value={date}
          onChange={setDate}
          error={errors.date}
        />
        <div>
          <label htmlFor={field('time')} className="block text-sm font-semibold text-slate-800">
            Time (UK)
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id={field('time')}
            name="time"
            type="time"
            step={300}
            required
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={`${field('time')}-hint${errors.time ? ` ${field('time')}-error` : ''}`}
            className={`mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ${errors.time ? 'border-red-600' : 'border-slate-300'} ${FOCUS_RING}`}
          />
          <FieldNotes
            id={field('time')}
            hint={
              elsewhere
                ? `GMT or BST as on that date; ${elsewhere} for the applicant`
                : 'GMT or BST as on that date'
            }
            error={errors.time}
          />
        </div>
        <SelectField
          id={field('durationMinutes')}
          name="durationMinutes"
          label="Length"
          required
          placeholder="Choose a length"
          value={durationMinutes}
          onChange={setDuration}
          options={LENGTHS.map((minutes) => ({
            value: String(minutes),
            label:
              minutes < 60 ? `${minutes} minutes` : `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`,
          }))}
          error={errors.durationMinutes}
        />
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Where</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-2">
          {(['office', 'online'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-mode`}
                value={choice}
                checked={mode === choice}
                onChange={() => setMode(choice)}
                className={`size-4 ${FOCUS_RING}`}
              />
              {choice === 'office' ? 'In person at an office' : 'Online'}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'office' ? (
        <SelectField
          id={field('location')}
          name="location"
          label="Office"
          required
          placeholder={offices.isLoading ? 'Loading the offices…' : 'Choose an office'}
          value={location}
          onChange={setLocation}
          options={officeOptions}
          error={errors.location ?? offices.error ?? undefined}
        />
      ) : (
        <TextField
          id={field('meetingUrl')}
          name="meetingUrl"
          type="url"
          inputMode="url"
          label="Meeting link"
          required
          placeholder="https://teams.microsoft.com/…"
          hint="The Teams, Zoom or Meet link; it must start with https://"
          value={meetingUrl}
          onChange={setMeetingUrl}
          maxLength={2048}
          error={errors.meetingUrl}
        />
      )}

      <fieldset aria-describedby={errors.interviewerIds ? `${field('interviewerIds')}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          Interviewers <span className="font-normal text-slate-600">(1 to {MAX_INTERVIEWERS})</span>
        </legend>
        {people.error && <p className="mt-1 text-sm text-red-800">{people.error}</p>}
        <div
          id={field('interviewerIds')}
          tabIndex={-1}
          className="mt-1.5 grid max-h-48 gap-1 overflow-y-auto rounded-md border border-slate-300 bg-white p-2 sm:grid-cols-2"
        >
          {people.isLoading && options.length === 0 && (
            <p className="text-sm text-slate-600">Loading staff…</p>
          )}
          {options.map((person) => (
            <label
              key={person._id}
              className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800"
            >
              <input
                type="checkbox"
                checked={interviewerIds.includes(person._id)}
                onChange={(event) => toggle(person._id, event.target.checked)}
                className={`size-4 ${FOCUS_RING}`}
              />
              {person.name}
            </label>
          ))}
        </div>
        <FieldNotes id={field('interviewerIds')} error={errors.interviewerIds} />
      </fieldset>

      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900 ring-1 ring-blue-200">
        {interview
          ? `If you change the time, length, place or people, ${applicantName} and the interviewers are e-mailed an update with a calendar file; anyone taken off gets a cancellation and anyone added an invitation.`
          : `Saving e-mails an invitation with a calendar file to ${applicantName}, the applicant, and to ${chosenNames.length > 0 ? joinNames(chosenNames) : 'each interviewer you choose'}.`}
      </p>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" isBusy={isBusy} busyLabel="Saving...">
          {interview ? 'Save and send updates' : 'Schedule and send invitations'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={isBusy}>
          {interview ? 'Discard changes' : 'Close form'}
        </Button>
      </div>
    </form>
  );
}
