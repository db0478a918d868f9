// The deployment's object store, chosen by OBJECT_STORE_URL.
import path from "node:path";
import type { Config } from "../config";
import { LocalObjectStore } from "./localStore";
import type { ObjectStore } from "./objectStore";
import { S3ObjectStore } from "./s3Store";

export function createObjectStore(config: Config, signingKey: string, baseUrl: () => string = () => config.publicBaseUrl): ObjectStore {
  if (config.objectStoreUrl) return new S3ObjectStore(config.objectStoreUrl, { ...config.s3, maxUploadBytes: config.maxUploadBytes });
  return new LocalObjectStore(path.join(config.dataDir, "objects"), signingKey, baseUrl, config.maxUploadBytes);
}

export type { ObjectStore } from "./objectStore";
