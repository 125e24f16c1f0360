import { designAndSupplyCaseStudy } from '../../content/case-studies/design-and-supply.ts';
import { CaseStudyPage } from '../components/case-studies/case-study-page.tsx';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/case-studies.design-and-supply';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', designAndSupplyCaseStudy.seo);
}

export default function DesignAndSupplyCaseStudy() {
  return <CaseStudyPage study={designAndSupplyCaseStudy} />;
}
