import { powerSystemStudiesCaseStudy } from '../../content/case-studies/power-system-studies.ts';
import { CaseStudyPage } from '../components/case-studies/case-study-page.tsx';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/case-studies.power-system-studies';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', powerSystemStudiesCaseStudy.seo);
}

export default function PowerSystemStudiesCaseStudy() {
  return <CaseStudyPage study={powerSystemStudiesCaseStudy} />;
}
