import { earthingSystemDesignCaseStudy } from '../../content/case-studies/earthing-system-design.ts';
import { CaseStudyPage } from '../components/case-studies/case-study-page.tsx';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/case-studies.earthing-system-design';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', earthingSystemDesignCaseStudy.seo);
}

export default function EarthingSystemDesignCaseStudy() {
  return <CaseStudyPage study={earthingSystemDesignCaseStudy} />;
}
