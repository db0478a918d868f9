// OpenTelemetry traces, off unless the standard OTEL_* variables ask for them (OTEL_TRACES_EXPORTER,
// OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_SDK_DISABLED=true wins).
// Every entry point imports this module first, so http, express, pg, graphql and Prisma are
// instrumented before they are loaded. The SDK reads the rest of OTEL_* itself (service name,
// protocol, headers, sampler, batch delays). Spans: the HTTP request, Express, the REST route's
// GraphQL operation (our span: REST runs compiled operations graphql-js never sees), GraphQL on
// /graphql, Prisma and pg statements, Temporal workflow starts and activity runs.
import { trace, SpanStatusCode, type Span } from "@opentelemetry/api";

const env = process.env;

/** Whether this process exports traces; decided once, from the environment, at start. */
export const tracingEnabled =
  env.OTEL_SDK_DISABLED !== "true" &&
  Boolean((env.OTEL_TRACES_EXPORTER && env.OTEL_TRACES_EXPORTER !== "none") || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

let shutdown: () => Promise<void> = async () => {};

if (tracingEnabled) {
  // Loaded only when on: the SDK and its instrumentations cost start-up time and memory.
  const { NodeSDK } = require("@opentelemetry/sdk-node") as typeof import("@opentelemetry/sdk-node");
  const { HttpInstrumentation } = require("@opentelemetry/instrumentation-http") as typeof import("@opentelemetry/instrumentation-http");
  const { ExpressInstrumentation } = require("@opentelemetry/instrumentation-express") as typeof import("@opentelemetry/instrumentation-express");
  const { PgInstrumentation } = require("@opentelemetry/instrumentation-pg") as typeof import("@opentelemetry/instrumentation-pg");
  const { GraphQLInstrumentation } = require("@opentelemetry/instrumentation-graphql") as typeof import("@opentelemetry/instrumentation-graphql");
  const { PrismaInstrumentation } = require("@prisma/instrumentation") as typeof import("@prisma/instrumentation");
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? "compliance-service",
    instrumentations: [
      new HttpInstrumentation(),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new PrismaInstrumentation(),
    ],
  });
  sdk.start();
  shutdown = () => sdk.shutdown();
}

/** Flushes spans still buffered (on SIGTERM, before the process exits). */
export function shutdownTracing(): Promise<void> {
  return shutdown();
}

const tracer = trace.getTracer("compliance-service");

/** Runs `fn` inside a span (a no-op span when tracing is off); an error marks it and is re-thrown. */
export async function withSpan<T>(name: string, attributes: Record<string, string>, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}
