import {
  INTRODUCTION_MAX,
  SECTOR_LABELS,
  SECTORS,
  STATEMENT_SERVICES,
  VOLTAGE_RANGE_LABELS,
  VOLTAGE_RANGES,
} from '../../../../domain/capability-statements.ts';
import type { FieldErrors } from '../../../../domain/field-errors.ts';
import { TEXT_MAX } from '../../../../domain/form-fields.ts';
import { SelectField, TextAreaField, TextField } from '../../forms/field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import type { StatementForm } from './statement-form-values.ts';
import { toggled } from './statement-form-values.ts';
import { fieldControlId } from './use-statement-editor.ts';

// Decision 028: what the tender is (title, client, reference, due date), what it is about
// (sector, voltage range, services: these steer the suggestions) and the statement's own
// introduction.

const SERVICE_ORDER: readonly string[] = STATEMENT_SERVICES.map((service) => service.slug);

export function StatementFields({
  form,
  errors,
  onChange,
}: {
  form: StatementForm;
  errors: FieldErrors;
  onChange: (patch: Partial<StatementForm>) => void;
}) {
  const text = (field: 'title' | 'clientName' | 'tenderReference' | 'dueDate' | 'introduction') => ({
    id: fieldControlId(field),
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (value: string) => {
      const patch: Partial<StatementForm> = {};
      patch[field] = value;
      onChange(patch);
    },
  });
  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Tender title" required maxLength={TEXT_MAX.title} {...text('title')} />
        <TextField label="Client name" required maxLength={TEXT_MAX.title} {...text('clientName')} />
        <TextField
          label="Tender reference"
          maxLength={TEXT_MAX.name}
          hint="As the client writes it, e.g. PQQ-2027-014."
          {...text('tenderReference')}
        />
        <TextField label="Due date" type="date" hint="Printed on the cover." {...text('dueDate')} />
        <SelectField
          id={fieldControlId('sector')}
          name="sector"
          label="Sector"
          placeholder="Choose a sector"
          value={form.sector}
          options={SECTORS.map((value) => ({ value, label: SECTOR_LABELS[value] }))}
          error={errors.sector}
          onChange={(value) => onChange({ sector: value })}
        />
        <SelectField
          id={fieldControlId('voltageRange')}
          name="voltageRange"
          label="Voltage range"
          placeholder="Choose a voltage range"
          value={form.voltageRange}
          options={VOLTAGE_RANGES.map((value) => ({ value, label: VOLTAGE_RANGE_LABELS[value] }))}
          error={errors.voltageRange}
          onChange={(value) => onChange({ voltageRange: value })}
        />
      </div>
      <CheckboxGroup
        id={fieldControlId('services')}
        legend="Services"
        choices={STATEMENT_SERVICES.map((service) => ({ value: service.slug, label: service.label }))}
        chosen={form.services}
        hint="Each chosen service is described in the company profile, and steers the suggestions."
        error={errors.services}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        onChange={(slug, isOn) =>
          onChange({
            services: toggled(form.services, slug, isOn).sort(
              (a, b) => SERVICE_ORDER.indexOf(a) - SERVICE_ORDER.indexOf(b),
            ),
          })
        }
      />
      <TextAreaField
        label="Introduction"
        rows={5}
        maxLength={INTRODUCTION_MAX}
        hint="A few sentences to this client, printed before the company profile."
        {...text('introduction')}
      />
    </div>
  );
}
