import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics";

describe("the request-duration histogram", () => {
  it("counts each request into cumulative buckets, with its sum and count, per method, route and status", async () => {
    const metrics = createMetrics();
    metrics.observeRequest("GET", "/api/products/:id", 200, 0.15);
    metrics.observeRequest("GET", "/api/products/:id", 200, 0.004);
    metrics.observeRequest("GET", "/api/products/:id", 200, 12);
    metrics.observeRequest("POST", "/api/products", 400, 0.2);
    const lines = (await metrics.render()).split("\n");
    const series = 'method="GET",route="/api/products/:id",status="200"';
    const value = (line: string) => Number(lines.find((l) => l.startsWith(`${line} `))?.split(" ")[1]);
    expect(value(`http_request_duration_seconds_bucket{le="0.005",${series}}`)).toBe(1);
    expect(value(`http_request_duration_seconds_bucket{le="0.1",${series}}`)).toBe(1);
    expect(value(`http_request_duration_seconds_bucket{le="0.2",${series}}`)).toBe(2);
    expect(value(`http_request_duration_seconds_bucket{le="10",${series}}`)).toBe(2);
    expect(value(`http_request_duration_seconds_bucket{le="+Inf",${series}}`)).toBe(3);
    expect(value(`http_request_duration_seconds_sum{${series}}`)).toBeCloseTo(12.154);
    expect(value(`http_request_duration_seconds_count{${series}}`)).toBe(3);
    // A value on a bound falls in that bucket (le: less than or equal).
    const post = 'method="POST",route="/api/products",status="400"';
    expect(value(`http_request_duration_seconds_bucket{le="0.1",${post}}`)).toBe(0);
    expect(value(`http_request_duration_seconds_bucket{le="0.2",${post}}`)).toBe(1);
  });
});
