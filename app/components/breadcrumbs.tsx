import { Link } from 'react-router';
import { FOCUS_RING } from './ui/focus-ring.ts';

// A breadcrumb trail: the page's ancestors as links, home first, then the current page marked
// aria-current. "dark" sits on the photographic page heroes, "light" on plain backgrounds.

export type Crumb = { label: string; href: string };

const TONES = {
  dark: { list: 'text-slate-200', link: 'focus-visible:outline-white', current: 'text-white' },
  light: { list: 'text-slate-600', link: '', current: 'text-slate-800' },
} as const;

export function Breadcrumbs({
  crumbs,
  current,
  tone = 'dark',
}: {
  crumbs: readonly Crumb[];
  current: string;
  tone?: keyof typeof TONES;
}) {
  const colours = TONES[tone];
  return (
    <nav aria-label="Breadcrumb">
      <ol className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${colours.list}`}>
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <Link
              to={crumb.href}
              className={`rounded-sm underline-offset-4 hover:underline ${FOCUS_RING} ${colours.link}`}
            >
              {crumb.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className={`font-medium ${colours.current}`}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
