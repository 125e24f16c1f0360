import { type KeyboardEvent, useRef, useState } from 'react';
import type { ProductSpecification } from '../../../../domain/entities.ts';
import { splitCamelCase } from '../../../../domain/product.ts';
import { Button } from '../../ui/button.tsx';
import { specificationToAdd } from './list-entries.ts';
import { useEntryRemoval } from './use-entry-removal.ts';

// The Specifications of the product form (admin.md §2, §3: key and value rows): a Name and a
// Value added together by Add or Enter — only when both are non-empty after trimming (§5) — and
// the rows below, each with a Remove button named after it. Enter in Name with no Value yet
// moves on to Value; Enter never submits the form. Names in camel case are shown as the public
// page will write them.

const CONTROL =
  'mt-1 block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100';

export function SpecificationEditor({
  id,
  rows,
  onChange,
  disabled,
}: {
  id: string;
  rows: readonly ProductSpecification[];
  onChange: (rows: ProductSpecification[]) => void;
  disabled?: boolean;
}) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const keyRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const removal = useEntryRemoval({ entries: rows, onChange, inputRef: keyRef });
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;

  const add = () => {
    const row = specificationToAdd(key, value);
    if (row === null) return;
    onChange([...rows, row]);
    setKey('');
    setValue('');
    removal.announce(`Added specification: ${row.key}, ${row.value}`);
    keyRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.currentTarget === keyRef.current && key.trim() !== '' && value.trim() === '') {
      valueRef.current?.focus();
      return;
    }
    add();
  };

  return (
    <fieldset aria-describedby={hintId}>
      <legend id={legendId} className="text-sm font-semibold text-slate-800">
        Specifications <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-key`} className="block text-sm text-slate-700">
            Name
          </label>
          <input
            ref={keyRef}
            id={`${id}-key`}
            type="text"
            value={key}
            placeholder="e.g. ratedVoltage"
            disabled={disabled}
            onChange={(event) => setKey(event.target.value)}
            onKeyDown={onKeyDown}
            className={CONTROL}
          />
        </div>
        <div>
          <label htmlFor={`${id}-value`} className="block text-sm text-slate-700">
            Value
          </label>
          <input
            ref={valueRef}
            id={`${id}-value`}
            type="text"
            value={value}
            placeholder="e.g. 400 V"
            disabled={disabled}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            className={CONTROL}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={disabled} className="justify-self-start">
          Add<span className="sr-only"> specification</span>
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        Fill in both, then press Enter or Add. A name in camel case, like ratedVoltage, shows on the site as
        Rated Voltage.
      </p>
      {rows.length > 0 ? (
        <table aria-labelledby={legendId} className="mt-3 w-full text-left text-sm ring-1 ring-slate-200">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3.5 py-2 font-semibold">
                Name
              </th>
              <th scope="col" className="px-3.5 py-2 font-semibold">
                Value
              </th>
              <th scope="col" className="px-1.5 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, index) => (
              // Rows may repeat; their place in the list is what tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index}>
                <th scope="row" className="px-3.5 py-1.5 align-middle font-medium break-words text-slate-800">
                  {splitCamelCase(row.key)}
                  {splitCamelCase(row.key) !== row.key && (
                    <span className="block font-mono text-xs font-normal text-slate-600">{row.key}</span>
                  )}
                </th>
                <td className="px-3.5 py-1.5 align-middle break-words text-slate-800">{row.value}</td>
                <td className="w-0 px-1.5 py-1.5 text-right align-middle">
                  <Button
                    ref={removal.removeRef(index)}
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    onClick={() => removal.remove(index, `Removed specification: ${row.key}`)}
                  >
                    Remove<span className="sr-only">{` specification: ${row.key}`}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-600">None added yet.</p>
      )}
      <p role="status" className="sr-only">
        {removal.announcement}
      </p>
    </fieldset>
  );
}
