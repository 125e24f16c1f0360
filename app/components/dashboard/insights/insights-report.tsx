import type { Insights } from '../../../../domain/insights.ts';
import { BarList } from '../home/bar-list.tsx';
import { Panel } from '../home/panel.tsx';
import { FigureTable, NameWithDetail, PageName } from './figure-table.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { conversionRate, countryName, deviceLabel, formatCount, formatPercent } from './insights-format.ts';
import { rangeText } from './insights-range.ts';
import { TopPages } from './top-pages.tsx';
import { TotalCard } from './total-card.tsx';
import { VisitsChart } from './visits-chart.tsx';

// Decision 029: what the Insights screen shows of one period, in the order a meeting reads it:
// the totals against the period before, the days, the two funnels, then where visits came from
// and what they did. HR's answer holds the careers figures only (the API decides); the parts
// that have none (the contact funnel, the enquiries per page) are left out rather than shown
// empty.

const EVENT_LABELS: Record<string, string> = {
  download: 'Download',
  outbound: 'Link followed',
};

function perVisitor(pageviews: number, visitors: number): number {
  return visitors > 0 ? pageviews / visitors : 0;
}

export function InsightsReport({ insights }: { insights: Insights }) {
  const { previous } = insights;
  const previousText = rangeText(previous.from, previous.to);
  const totalVisitors = insights.devices.reduce((sum, row) => sum + row.visitors, 0);
  const linkEvents = insights.events.filter((event) => event.kind in EVENT_LABELS);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TotalCard
          label="Visitors"
          value={insights.visitors}
          previous={previous.visitors}
          previousText={previousText}
        />
        <TotalCard
          label="Page views"
          value={insights.pageviews}
          previous={previous.pageviews}
          previousText={previousText}
        />
        <TotalCard
          label="Pages per visitor"
          value={perVisitor(insights.pageviews, insights.visitors)}
          previous={perVisitor(previous.pageviews, previous.visitors)}
          previousText={previousText}
          format={(value) =>
            value.toLocaleString('en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 })
          }
        />
      </div>

      <Panel title="Visitors and page views" id="insights-over-time">
        <VisitsChart daily={insights.daily} />
      </Panel>

      {/* Alone (HR), the careers funnel takes the whole row. */}
      <div className={`grid grid-cols-1 gap-6 ${insights.isCareersOnly ? '' : 'lg:grid-cols-2'}`}>
        <Panel title="Careers funnel" id="insights-careers-funnel">
          <FunnelChart
            stages={insights.funnels.careers}
            startText="of visits to the careers page"
            emptyText="No visits to the careers page in this period."
          />
        </Panel>
        {!insights.isCareersOnly && (
          <Panel title="Contact funnel" id="insights-contact-funnel">
            <FunnelChart
              stages={insights.funnels.contact}
              startText="of visits to the contact page"
              emptyText="No visits to the contact page in this period."
            />
          </Panel>
        )}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Top pages" id="insights-top-pages">
          <TopPages pages={insights.topPages} />
        </Panel>
        <Panel title="Referrers" id="insights-referrers">
          <BarList
            emptyText="No visits from other sites in this period."
            bars={insights.referrers.map((row) => ({
              label: row.host,
              value: row.visitors,
            }))}
          />
        </Panel>
        <Panel title="Campaigns" id="insights-campaigns">
          <FigureTable
            caption="Visitors by campaign"
            nameHeader="Campaign"
            name={(row) => (
              <NameWithDetail
                name={row.campaign || '(none)'}
                detail={`${row.source || '(no source)'} / ${row.medium || '(no medium)'}`}
              />
            )}
            columns={[
              { header: 'Visitors', cell: (row) => formatCount(row.visitors), value: (row) => row.visitors },
            ]}
            rows={insights.campaigns}
            rowKey={(row) => `${row.source}|${row.medium}|${row.campaign}`}
            emptyText="No visits from tagged campaign links (utm_source, utm_medium, utm_campaign) in this period."
          />
        </Panel>
        <Panel title="Countries" id="insights-countries">
          <BarList
            emptyText="No countries known for this period."
            bars={insights.countries.map((row) => ({
              label: countryName(row.country),
              value: row.visitors,
              barClass: 'bg-accent-500',
            }))}
          />
        </Panel>
        <Panel title="Devices" id="insights-devices">
          <BarList
            emptyText="No visits in this period."
            bars={insights.devices.map((row) => ({
              label: deviceLabel(row.device),
              value: row.visitors,
              detail: formatPercent(row.visitors, totalVisitors),
            }))}
          />
        </Panel>
        <Panel title="Downloads and links followed" id="insights-events">
          <FigureTable
            caption="Downloads and links followed"
            nameHeader="File or site"
            name={(row) => (
              <NameWithDetail name={row.detail || '(unnamed)'} detail={EVENT_LABELS[row.kind]} />
            )}
            columns={[{ header: 'Times', cell: (row) => formatCount(row.count), value: (row) => row.count }]}
            rows={linkEvents}
            rowKey={(row) => `${row.kind}|${row.detail}`}
            emptyText="No downloads or links followed in this period."
          />
        </Panel>
      </div>

      {!insights.isCareersOnly && (
        <Panel title="Enquiries from case studies and services" id="insights-conversions">
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            Visits to each page, and those among them that sent an enquiry the same day.
          </p>
          <FigureTable
            caption="Visits and enquiries per case study and service page"
            nameHeader="Page"
            name={(row) => <PageName page={row} />}
            columns={[
              { header: 'Visits', cell: (row) => formatCount(row.visits), value: (row) => row.visits },
              { header: 'With enquiry', cell: (row) => formatCount(row.withEnquiry) },
              { header: 'Rate', cell: (row) => conversionRate(row.visits, row.withEnquiry) },
            ]}
            rows={insights.conversions}
            rowKey={(row) => row.path}
            emptyText="No visits to case study or service pages in this period."
          />
        </Panel>
      )}
    </div>
  );
}
