import type { Insights } from '../../domain/insights.ts';
import { CSV_BOM, type CsvValue, csvLine } from '../http/csv.ts';

// Decision 029: GET /api/insights/export, the same figures as GET /api/insights as one CSV file
// (http/csv.ts: RFC 4180, UTF-8 with a byte-order mark, formula-safe cells). One section per
// table, each a title line, a header line and its rows, with an empty line between sections, so
// a spreadsheet shows them one under another and a program can split them at the empty lines.

type Section = { title: string; header: string[]; rows: CsvValue[][] };

function sections(insights: Insights): Section[] {
  const all: Section[] = [
    {
      title: 'Totals',
      header: ['Period', 'From', 'To', 'Visitors', 'Page views'],
      rows: [
        ['This period', insights.from, insights.to, insights.visitors, insights.pageviews],
        [
          'Previous period',
          insights.previous.from,
          insights.previous.to,
          insights.previous.visitors,
          insights.previous.pageviews,
        ],
      ],
    },
    {
      title: 'Daily',
      header: ['Day', 'Visitors', 'Page views'],
      rows: insights.daily.map((day) => [day.day, day.visitors, day.pageviews]),
    },
    {
      title: 'Top pages',
      header: ['Page', 'Name', 'Views', 'Visitors'],
      rows: insights.topPages.map((page) => [page.path, page.name ?? '', page.views, page.visitors]),
    },
    {
      title: 'Careers funnel',
      header: ['Stage', 'Visits'],
      rows: insights.funnels.careers.map((stage) => [stage.label, stage.visits]),
    },
  ];
  // HR's file holds the careers figures only, as their screen does.
  if (insights.isCareersOnly) return all;
  return [
    ...all,
    {
      title: 'Contact funnel',
      header: ['Stage', 'Visits'],
      rows: insights.funnels.contact.map((stage) => [stage.label, stage.visits]),
    },
    {
      title: 'Referrers',
      header: ['Site', 'Visitors'],
      rows: insights.referrers.map((referrer) => [referrer.host, referrer.visitors]),
    },
    {
      title: 'Campaigns',
      header: ['Source', 'Medium', 'Campaign', 'Visitors'],
      rows: insights.campaigns.map((item) => [item.source, item.medium, item.campaign, item.visitors]),
    },
    {
      title: 'Countries',
      header: ['Country', 'Visitors'],
      rows: insights.countries.map((country) => [country.country, country.visitors]),
    },
    {
      title: 'Devices',
      header: ['Device', 'Visitors'],
      rows: insights.devices.map((device) => [device.device, device.visitors]),
    },
    {
      title: 'Events',
      header: ['Event', 'Detail', 'Count'],
      rows: insights.events.map((event) => [event.kind, event.detail, event.count]),
    },
    {
      title: 'Conversions',
      header: ['Page', 'Name', 'Visits', 'Visits with an enquiry'],
      rows: insights.conversions.map((item) => [item.path, item.name ?? '', item.visits, item.withEnquiry]),
    },
  ];
}

/** The whole file, byte-order mark first. */
export function insightsCsv(insights: Insights): string {
  const blocks = sections(insights).map((section) =>
    [[section.title], section.header, ...section.rows].map((line) => csvLine(line)).join(''),
  );
  return CSV_BOM + blocks.join('\r\n');
}
