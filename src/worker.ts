// The worker role: hosts workflows and activities on the task queue. `npm run start:worker` runs it
// alone (production); `npm start` runs it in-process.
import { NativeConnection, Worker, type WorkerOptions } from "@temporalio/worker";
import type { PrismaClient } from "./generated/prisma/client";
import type { Config } from "./config";
import { createActivities } from "./activities";
import { createMediaSearchProvider } from "./domain/screening/media/provider";
import type { ObjectStore } from "./storage";
import { installTemporalRuntime } from "./temporal/runtime";
import { activityMetrics } from "./observability/activityMetrics";
import { activityTracing } from "./observability/temporalTracing";
import { activityKeepAlive } from "./temporal/activityKeepAlive";
import { registerPolicies } from "./domain/decisions/policies";

export interface WorkerHandle {
  worker: Worker;
  run: Promise<void>;
  stop(): Promise<void>;
}

function workflowSource(): Pick<WorkerOptions, "workflowsPath" | "workflowBundle"> {
  // Tests bundle the workflow code once and hand the bundle over through this variable.
  const bundle = process.env.TEMPORAL_WORKFLOW_BUNDLE;
  return bundle ? { workflowBundle: { codePath: bundle } } : { workflowsPath: require.resolve("./workflows") };
}

export async function startWorker(options: {
  db: PrismaClient;
  config: Config;
  address: string;
  objectStore: ObjectStore;
  log?: (message: string) => void;
}): Promise<WorkerHandle> {
  installTemporalRuntime(options.config.logLevel);
  // Activities make changes, which call the domain's registered policies (src/domain/policies.ts).
  registerPolicies();
  const media = createMediaSearchProvider(options.config.mediaSearch);
  options.log?.(media.status);
  const connection = await NativeConnection.connect({ address: options.address });
  const worker = await Worker.create({
    connection,
    namespace: options.config.temporalNamespace,
    taskQueue: options.config.taskQueue,
    ...workflowSource(),
    activities: createActivities({
      db: options.db,
      urlPolicy: options.config.webhookUrlPolicy,
      listSourceUrlPolicy: options.config.listSourceUrlPolicy,
      listSourceMaxBytes: options.config.listSourceMaxBytes,
      objectStore: options.objectStore,
      maxUploadBytes: options.config.maxUploadBytes,
      uploadGraceMs: options.config.uploadGraceMs,
      maxZipEntries: options.config.migrationMaxZipEntries,
      media: media.provider,
      llm: options.config.llm,
      sandbox: options.config.sandbox,
    }),
    interceptors: { activity: [activityMetrics, activityKeepAlive, ...activityTracing()] },
  });
  const run = worker.run();
  return {
    worker,
    run,
    stop: async () => {
      if (worker.getState() === "RUNNING") worker.shutdown();
      await run.catch(() => undefined);
      await connection.close();
    },
  };
}
