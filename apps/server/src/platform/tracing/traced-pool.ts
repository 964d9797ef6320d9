import { type Context, context, type Span, SpanKind, SpanStatusCode, type Tracer, trace } from "@opentelemetry/api";
import type pg from "pg";

const WRAPPED = Symbol("kierto.traced");
type QueryArgs = [config: unknown, ...rest: unknown[]];
type Callback = (error: Error | undefined, result: unknown) => void;

/**
 * A span per statement that a traced request sends, on every client the pool hands out (direct
 * queries go through one too). Statements outside a request (job polling, LISTEN) make no span.
 * The span carries the statement as written, with its $1 placeholders: never the values.
 */
export function traceQueries(pool: pg.Pool, tracer: Tracer): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  // The caller's context goes along with the callback: a client freed by another request's
  // release must not make this query a child of that request.
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then((client) => wrapClient(client, tracer));
    const active = context.active();
    return connect((error: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => {
      if (client) wrapClient(client, tracer);
      context.with(active, () => callback(error, client, done));
    });
  }) as typeof pool.connect;
}

function wrapClient(client: pg.PoolClient, tracer: Tracer): pg.PoolClient {
  const marked = client as pg.PoolClient & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return client;
  marked[WRAPPED] = true;
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  client.query = ((...args: QueryArgs) => {
    const parent = context.active();
    const text = statementText(args[0]);
    // A submittable (a cursor, pg-boss's own) reports back through its own events: left alone.
    if (!trace.getSpan(parent) || text === undefined) return query(...args);
    const span = startSpan(tracer, text, parent);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: Error | undefined, result: unknown) => {
        endSpan(span, error);
        (callback as Callback)(error, result);
      };
      return query(...args);
    }
    const result = query(...args) as Promise<unknown>;
    result.then(
      () => endSpan(span),
      (error: Error) => endSpan(span, error),
    );
    return result;
  }) as typeof client.query;
  return client;
}

function statementText(config: unknown): string | undefined {
  if (typeof config === "string") return config;
  if (typeof config !== "object" || config === null || "submit" in config) return undefined;
  const text = (config as { text?: unknown }).text;
  return typeof text === "string" ? text : undefined;
}

function startSpan(tracer: Tracer, text: string, parent: Context): Span {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";
  return tracer.startSpan(
    `${operation} postgresql`,
    {
      kind: SpanKind.CLIENT,
      attributes: { "db.system.name": "postgresql", "db.operation.name": operation, "db.query.text": text },
    },
    parent,
  );
}

function endSpan(span: Span, error?: Error) {
  if (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as { code?: string }).code ?? error.name });
  }
  span.end();
}
