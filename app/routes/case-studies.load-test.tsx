import { loadTestCaseStudy } from '../../content/case-studies/load-test.ts';
import { CaseStudyPage } from '../components/case-studies/case-study-page.tsx';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/case-studies.load-test';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', loadTestCaseStudy.seo);
}

export default function LoadTestCaseStudy() {
  return <CaseStudyPage study={loadTestCaseStudy} />;
}
