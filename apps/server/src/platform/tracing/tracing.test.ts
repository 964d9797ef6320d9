import { InMemorySpanExporter } from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import type { createRecordingLogger } from "../../../test/recording-logger";
import { createTestApp } from "../../../test/test-app";
import { createApp } from "../../app";
import { createProduct } from "../../db/factories";
import { createTracing, traceQueries } from ".";

const t = await createTestApp();
const exporter = new InMemorySpanExporter();
const tracing = createTracing({ serviceName: "kierto-test", exporter, immediate: true });
traceQueries(t.db.$client, tracing.tracer);
const app = createApp({ ...t.deps, tracer: tracing.tracer });
const lines = (t.deps.logger as ReturnType<typeof createRecordingLogger>).lines;

const spans = () => exporter.getFinishedSpans();

describe("traces", () => {
  it("shows a feed request as a server span by route template, with its SQL as children", async () => {
    await createProduct(t.db);
    exporter.reset();
    const response = await app.request("/api/products");
    expect(response.status).toBe(200);

    const server = spans().find((span) => span.name === "GET /api/products");
    expect(server?.attributes).toMatchObject({ "http.route": "/api/products", "http.response.status_code": 200 });
    const traceId = server?.spanContext().traceId;
    const sql = spans().filter((span) => span.attributes["db.system.name"] === "postgresql");
    expect(sql.length).toBeGreaterThan(0);
    for (const span of sql) {
      expect(span.spanContext().traceId).toBe(traceId);
      expect(span.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    }
    const feed = sql.find((span) => String(span.attributes["db.query.text"]).includes('from "products"'));
    expect(feed?.name).toBe("SELECT postgresql");
    // The statement with its placeholders, never the values it was sent with.
    expect(feed?.attributes["db.query.text"]).toMatch(/\$1/);
  });

  it("continues the caller's trace from its traceparent header", async () => {
    exporter.reset();
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    await app.request("/api/products/00000000-0000-4000-8000-000000000000", {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const server = spans().find((span) => span.name === "GET /api/products/:id");
    expect(server?.spanContext().traceId).toBe(traceId);
    expect(server?.attributes["http.response.status_code"]).toBe(404);
  });

  it("writes the trace id in the request's log lines", async () => {
    exporter.reset();
    const from = lines.length;
    await app.request("/api/no-such-thing");
    const server = spans().find((span) => span.name === "GET /api/*");
    const access = lines.slice(from).find((line) => line.msg === "request");
    expect(access?.fields.traceId).toBe(server?.spanContext().traceId);
    expect(access?.fields.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("makes no span for statements outside a request, nor for an app without tracing", async () => {
    exporter.reset();
    await t.db.$client.query("select 1");
    expect(await t.request("/api/health").then((r) => r.status)).toBe(200);
    expect(spans()).toEqual([]);
  });
});
