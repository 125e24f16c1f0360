import { site } from '../content/site.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/home';

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return pageMeta(publicUrl, { title: 'Home', description: site.description, path: '/' });
}

export default function Home() {
  return (
    <main>
      <section className="flex min-h-[60vh] items-center bg-brand-900 px-6 text-white">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-4xl font-bold sm:text-5xl">{site.brand}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-200">{site.tagline}</p>
        </div>
      </section>
    </main>
  );
}
