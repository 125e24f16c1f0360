import { TextField } from '../../forms/field.tsx';
import type { BoundField } from '../../forms/field-binding.ts';

// Who the account is: the first two fields of both the add and the edit dialog. Not filled in by
// the browser (autocomplete off): they describe a colleague, not the person signed in.
export function AccountNameFields({ bind }: { bind: (field: 'name' | 'email') => BoundField }) {
  return (
    <>
      <TextField {...bind('name')} label="Name" required autoComplete="off" />
      <TextField
        {...bind('email')}
        type="email"
        inputMode="email"
        label="E-mail"
        required
        autoComplete="off"
      />
    </>
  );
}
