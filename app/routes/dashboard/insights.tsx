import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { insightsAnswer } from '../../../domain/answers/insights.ts';
import { insightsFileName } from '../../../domain/insights.ts';
import { apiDownload, failureMessage } from '../../api-client.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import {
  customSearch,
  presetSearch,
  rangeFromSearch,
  rangeQuery,
  rangeText,
  ukToday,
} from '../../components/dashboard/insights/insights-range.ts';
import { InsightsReport } from '../../components/dashboard/insights/insights-report.tsx';
import { RangePicker } from '../../components/dashboard/insights/range-picker.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { saveFile } from '../../components/dashboard/save-file.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Button } from '../../components/ui/button.tsx';
import { Banner, EmptyState, Spinner } from '../../components/ui/status.tsx';

// Decision 029: Insights, the site's own visit figures, counted without cookies. Administrators
// and editors see every page; HR the careers figures (the API decides, and says so with
// isCareersOnly). The period lives in the address; Download CSV saves the same period's figures
// from GET /api/insights/export with the token.

const FETCH_FAILED = 'Failed to load insights';
const EXPORT_FAILED = 'Failed to download the insights CSV';

export function meta() {
  return dashboardMeta('Insights');
}

export default function InsightsScreen() {
  const [search, setSearch] = useSearchParams();
  const today = ukToday();
  const range = rangeFromSearch(search, today);
  const query = rangeQuery(range);
  const { data, error, isLoading } = useApiQuery(`/insights?${query}`, insightsAnswer, FETCH_FAILED);
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  // The answer on screen may be the previous period's while the next loads (use-api-query.ts).
  const insights = data?.data;
  const isCurrent = insights !== undefined && insights.from === range.from && insights.to === range.to;

  const downloadCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const blob = await apiDownload(`/insights/export?${query}`);
      saveFile(blob, insightsFileName(range));
    } catch (caught) {
      setExportError(failureMessage(caught, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Insights"
        description={
          insights?.isCareersOnly
            ? 'Careers figures: visits to the careers pages and the application form, counted without cookies.'
            : 'Visits to the public site and what they led to, counted without cookies.'
        }
        actions={
          <Button
            variant="secondary"
            isBusy={isExporting}
            busyLabel="Downloading..."
            onClick={() => void downloadCsv()}
          >
            Download CSV
          </Button>
        }
      />
      <div className="space-y-6">
        <RangePicker
          range={range}
          today={today}
          onPreset={(days) => setSearch(presetSearch(days))}
          onCustom={(from, to) => setSearch(customSearch(from, to))}
        />
        <p role="status" className="text-sm text-slate-600">
          {insights?.isCareersOnly && (
            <span className="mr-2 font-semibold text-brand-900">Careers figures.</span>
          )}
          Showing {rangeText(range.from, range.to)}
          {insights &&
            isCurrent &&
            `, compared with ${rangeText(insights.previous.from, insights.previous.to)}`}
          .
        </p>
        {error && <Banner tone="error">{error}</Banner>}
        {exportError && <Banner tone="error">{exportError}</Banner>}
        {isLoading && !isCurrent && <Spinner label="Loading insights…" />}
        {insights &&
          (insights.visitors === 0 && insights.pageviews === 0 ? (
            <EmptyState>No visits counted in this period yet.</EmptyState>
          ) : (
            <div
              aria-busy={isLoading || undefined}
              className={isLoading && !isCurrent ? 'opacity-60' : undefined}
            >
              <InsightsReport insights={insights} />
            </div>
          ))}
      </div>
    </>
  );
}
