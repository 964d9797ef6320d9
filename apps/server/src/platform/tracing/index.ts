export { traceQueries } from "./traced-pool";
export { createTracing, otlpExporter, type Tracing, type TracingOptions } from "./tracing";
