import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from './request-metrics.ts';

describe('request metrics (decision 030)', () => {
  it('counts by method, route and status, with cumulative buckets, as prom-client would write them', () => {
    const metrics = createRequestMetrics();
    metrics.observe('GET', '/api/jobs', 200, 0.0004);
    metrics.observe('GET', '/api/jobs', 200, 0.003);
    metrics.observe('GET', '/api/jobs', 200, 42);
    metrics.observe('BREW', '', 501, 0.02);
    const lines = metrics.text().split('\n');
    const jobs = 'method="GET",route="/api/jobs",status="200"';
    expect(lines).toContain(`http_requests_total{${jobs}} 3`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="0.001",${jobs}} 1`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="0.0025",${jobs}} 1`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="0.005",${jobs}} 2`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="10",${jobs}} 2`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{le="+Inf",${jobs}} 3`);
    expect(lines).toContain(`http_request_duration_seconds_count{${jobs}} 3`);
    expect(lines.find((line) => line.startsWith(`http_request_duration_seconds_sum{${jobs}}`))).toMatch(
      / 42\.0034\d*$/,
    );
    // An unusual method is `other`, a request no route answered `unmatched`.
    expect(lines).toContain('http_requests_total{method="other",route="unmatched",status="501"} 1');
    expect(lines.filter((line) => line.startsWith('# TYPE'))).toEqual([
      '# TYPE http_requests_total counter',
      '# TYPE http_request_duration_seconds histogram',
    ]);
  });

  it('escapes a label value as the text format asks', () => {
    const metrics = createRequestMetrics();
    metrics.observe('GET', '/odd"route\\', 200, 0.001);
    expect(metrics.text()).toContain('route="/odd\\"route\\\\"');
  });
});
