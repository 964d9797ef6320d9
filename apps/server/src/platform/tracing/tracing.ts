import { context, propagation, type Tracer } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter, TracerProvider } from "@opentelemetry/sdk-trace";

export interface Tracing {
  tracer: Tracer;
  /** Sends the spans still held and stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  serviceName: string;
  /** Where spans go: the OTLP exporter in the server, an in-memory one in tests. */
  exporter: SpanExporter;
  /** Export each span as it ends (tests) instead of in batches (the server). */
  immediate?: boolean;
}

/**
 * Traces of HTTP requests and their SQL, exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set. The spans are made by our own middleware and pool wrapper (trace-requests.ts,
 * traced-pool.ts), not by patching modules at load time, which a bundled server cannot offer.
 * The context manager (AsyncLocalStorage) and the W3C `traceparent` propagator are set for the
 * process, so a span started around a request is the parent of what that request runs.
 */
export function createTracing(options: TracingOptions): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const processor = options.immediate
    ? new SimpleSpanProcessor({ exporter: options.exporter })
    : new BatchSpanProcessor({ exporter: options.exporter });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": options.serviceName }),
    spanProcessors: [processor],
  });
  return {
    tracer: provider.getTracer("kierto"),
    shutdown: () => provider.shutdown(),
  };
}

/**
 * The OTLP/HTTP exporter, loaded only when asked for: it reads OTEL_EXPORTER_OTLP_ENDPOINT (and
 * OTEL_EXPORTER_OTLP_HEADERS, ..._TIMEOUT) itself, as every OpenTelemetry SDK does.
 */
export async function otlpExporter(): Promise<SpanExporter> {
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  return new OTLPTraceExporter();
}
