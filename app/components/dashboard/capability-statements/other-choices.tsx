import { Link } from 'react-router';
import { type Accreditation, accreditationState } from '../../../../domain/capability-statements.ts';
import type { FieldErrors } from '../../../../domain/field-errors.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Spinner } from '../../ui/status.tsx';
import { AccreditationStateBadge } from '../accreditations/accreditation-state-badge.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { type StatementForm, toggled } from './statement-form-values.ts';
import { formatDay, ukToday } from './statement-text.ts';
import { fieldControlId } from './use-statement-editor.ts';

// Decision 028: the accreditations (each with its state: an expired one is left out of new
// PDFs, so it cannot be chosen), the people of the published team and the offices a statement
// names.

type Person = { id: string; name: string; role: string };
type Office = { id: string; name: string; country: string };

export function AccreditationChoices({
  accreditations,
  isLoaded,
  chosen,
  error,
  canManage,
  onChange,
}: {
  accreditations: readonly Accreditation[];
  isLoaded: boolean;
  chosen: readonly string[];
  error?: string;
  /** Administrators keep the list (the link to its screen). */
  canManage: boolean;
  onChange: (ids: string[]) => void;
}) {
  if (!isLoaded) return <Spinner label="Loading accreditations…" className="py-4" />;
  const today = ukToday();
  const manage = canManage ? (
    <>
      {' '}
      <Link to="/dashboard/accreditations" className={`font-medium text-brand-900 underline ${FOCUS_RING}`}>
        Manage accreditations
      </Link>
    </>
  ) : null;
  if (accreditations.length === 0) {
    return (
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Accreditations</h3>
        <p className="mt-2 text-sm text-slate-600">
          No accreditations are recorded yet{canManage ? '.' : '; an administrator enters them.'}
          {manage}
        </p>
      </div>
    );
  }
  return (
    <CheckboxGroup
      id={fieldControlId('accreditationIds')}
      legend="Accreditations"
      chosen={chosen}
      error={error}
      hint={<>Expired accreditations are left out of new PDFs until renewed.{manage}</>}
      onChange={(id, isOn) => onChange(toggled(chosen, id, isOn))}
      choices={accreditations.map((accreditation) => {
        const state = accreditationState(accreditation.expiresOn, today);
        const isExpired = state === 'expired';
        return {
          value: accreditation._id,
          label: accreditation.name,
          // A chosen one that has since expired can still be unticked.
          isDisabled: isExpired && !chosen.includes(accreditation._id),
          detail: (
            <span className="flex flex-wrap items-center gap-2">
              <AccreditationStateBadge state={state} />
              <span>
                {accreditation.issuer}
                {accreditation.expiresOn &&
                  ` · ${isExpired ? 'expired' : 'expires'} ${formatDay(accreditation.expiresOn)}`}
              </span>
              {isExpired && <span className="w-full text-sm">Renew it to include it again.</span>}
            </span>
          ),
        };
      })}
    />
  );
}

export function PeopleAndOffices({
  team,
  offices,
  isLoaded,
  form,
  errors,
  onChange,
}: {
  team: readonly Person[];
  offices: readonly Office[];
  isLoaded: boolean;
  form: StatementForm;
  errors: FieldErrors;
  onChange: (patch: Partial<StatementForm>) => void;
}) {
  if (!isLoaded) return <Spinner label="Loading the team and offices…" className="py-4" />;
  return (
    <div className="space-y-6">
      {team.length === 0 ? (
        <p className="text-sm text-slate-600">No one is shown on the team page yet.</p>
      ) : (
        <CheckboxGroup
          id={fieldControlId('peopleIds')}
          legend="People"
          chosen={form.peopleIds}
          error={errors.peopleIds}
          hint="From the team on the about page; each is printed with their role and biography."
          onChange={(id, isOn) => onChange({ peopleIds: toggled(form.peopleIds, id, isOn) })}
          choices={team.map((person) => ({ value: person.id, label: person.name, detail: person.role }))}
        />
      )}
      <CheckboxGroup
        id={fieldControlId('officeIds')}
        legend="Offices"
        chosen={form.officeIds}
        error={errors.officeIds}
        hint="None ticked: every office is printed on the back page."
        onChange={(id, isOn) => onChange({ officeIds: toggled(form.officeIds, id, isOn) })}
        choices={offices.map((office) => ({ value: office.id, label: office.name, detail: office.country }))}
      />
    </div>
  );
}
