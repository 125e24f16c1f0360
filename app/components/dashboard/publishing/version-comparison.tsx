import type { VersionDocument } from '../../../../domain/answers/publishing.ts';
import { type DiffKind, type DiffSide, diffRows, shownRows } from './version-diff.ts';

// Two versions side by side (version-diff.ts): a changed field is tinted and says "Changed"
// (not colour alone), a line that is not on the other side is marked, images are thumbnails.
// Below sm the two sides stack, each still named. A site content section compares item by item
// and shows the parts that changed, naming the others below.

function SideCell({
  side,
  title,
  label,
  tone,
}: {
  side: DiffSide;
  title: string;
  /** The field's name, for the pictures' text alternative. */
  label: string;
  tone: 'before' | 'after';
}) {
  const mark = tone === 'before' ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900';
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold text-slate-600 sm:hidden">{title}</p>
      {side.lines.length === 0 && side.images.length === 0 && (
        <p className="text-sm text-slate-500 italic">Empty</p>
      )}
      {side.lines.length > 0 && (
        <div className="space-y-0.5 text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">
          {side.lines.map((line, index) =>
            line.isChanged ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place.
              <p key={index} className={`rounded px-1 ${mark}`}>
                {tone === 'before' ? (
                  <del className="no-underline">{line.text || ' '}</del>
                ) : (
                  <ins className="no-underline">{line.text || ' '}</ins>
                )}
              </p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <p key={index} className="px-1">
                {line.text || ' '}
              </p>
            ),
          )}
        </div>
      )}
      {side.images.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {side.images.map((image) => (
            <li key={image.url} className="w-24">
              <img
                src={image.url}
                alt={`${label}, ${title}${image.caption ? `: ${image.caption}` : ''}`}
                className="aspect-[4/3] w-full rounded object-cover ring-1 ring-slate-200"
              />
              {image.caption && <p className="mt-0.5 truncate text-xs text-slate-600">{image.caption}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function VersionComparison({
  before,
  after,
  beforeTitle,
  afterTitle,
  kind = {},
}: {
  before: VersionDocument;
  after: VersionDocument;
  beforeTitle: string;
  afterTitle: string;
  kind?: DiffKind;
}) {
  const all = diffRows(before, after, kind);
  const changes = all.filter((row) => row.isChanged).length;
  const { rows, unchanged } = shownRows(all, kind);
  // A site content row is an item of the section (a person, an office, a policy section).
  const [one, many, column] = kind.siteContent
    ? ['part differs', 'parts differ', 'Part']
    : ['field differs', 'fields differ', 'Field'];
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-700">
        {changes === 0 ? 'The two versions are the same.' : `${changes} ${changes === 1 ? one : many}.`}
      </p>
      <div className="mt-3 hidden grid-cols-[10rem_1fr_1fr] gap-4 border-b border-slate-200 pb-2 text-sm font-semibold text-slate-700 sm:grid">
        <span>{column}</span>
        <span>{beforeTitle}</span>
        <span>{afterTitle}</span>
      </div>
      <dl>
        {rows.map((row) => (
          <div
            key={row.key}
            className={`grid gap-2 border-b border-slate-200 py-3 sm:grid-cols-[10rem_1fr_1fr] sm:gap-4 ${row.isChanged ? 'bg-amber-50' : ''}`}
          >
            <dt className="px-1 text-sm font-semibold text-slate-900">
              {row.label}
              {row.isChanged && (
                <span className="mt-0.5 block text-xs font-semibold text-amber-900">Changed</span>
              )}
            </dt>
            <dd className="contents">
              <SideCell side={row.before} title={beforeTitle} label={row.label} tone="before" />
              <SideCell side={row.after} title={afterTitle} label={row.label} tone="after" />
            </dd>
          </div>
        ))}
      </dl>
      {unchanged.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-semibold text-slate-700">Not changed: </span>
          {unchanged.join('; ')}.
        </p>
      )}
    </div>
  );
}
