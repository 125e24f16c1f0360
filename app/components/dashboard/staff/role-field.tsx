import type { Ref } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '../../../../domain/staff.ts';
import { describedBy, FieldFrame } from '../../forms/field.tsx';

// Role: a select of the three roles, with what each may use listed beneath it as help text
// (domain/staff.ts), so the choice is made knowing what it grants. The list is tied to the
// select with aria-describedby, and the chosen role is marked in it.

const CONTROL =
  'mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

export function RoleField({
  id,
  name,
  value,
  error,
  onChange,
  ref,
  disabled,
  note,
}: {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
  disabled?: boolean;
  /** Why the role cannot be changed here (your own account). */
  note?: string;
}) {
  const rolesId = `${id}-roles`;
  const described = [rolesId, describedBy(id, note, error)].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label="Role" required hint={note} error={error}>
      <select
        id={id}
        name={name}
        ref={ref}
        value={value}
        disabled={disabled}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <ul id={rolesId} className="mt-2 space-y-1 text-sm text-slate-600">
        {STAFF_ROLES.map((role) => (
          <li key={role} className={role === value ? 'text-slate-900' : undefined}>
            <span className="font-semibold">{ROLE_LABELS[role]}</span>
            {role === value && <span className="sr-only"> (chosen)</span>}: {ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
    </FieldFrame>
  );
}
