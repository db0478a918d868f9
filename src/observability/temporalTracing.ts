// Temporal's side of the traces (src/observability/tracing.ts): a workflow start is a span of the
// request that starts it and carries the trace in the workflow's headers; an activity run is a span
// in the worker. Nothing is added when tracing is off.
import type { ClientInterceptors } from "@temporalio/client";
import type { ActivityInterceptorsFactory } from "@temporalio/worker";
import { tracingEnabled } from "./tracing";

type Interceptors = typeof import("@temporalio/interceptors-opentelemetry");
const load = (): Interceptors => require("@temporalio/interceptors-opentelemetry") as Interceptors;

export function temporalClientTracing(): ClientInterceptors {
  return tracingEnabled ? { workflow: [new (load().OpenTelemetryWorkflowClientInterceptor)()] } : {};
}

export function activityTracing(): ActivityInterceptorsFactory[] {
  if (!tracingEnabled) return [];
  const { OpenTelemetryActivityInboundInterceptor } = load();
  return [(ctx) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx) })];
}
