// POST /api/v1/migrations as multipart/form-data: the one REST handler that is not a route-table
// entry, because its body is a stream. It streams the `file` part into the object store (never held
// whole; over MAX_UPLOAD_BYTES answers 413), reads the small fields, then runs the same
// createMigration operation as the JSON route, with the archive's key. No rules live here.
import { randomUUID } from "node:crypto";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import { DomainError, errorBody } from "../errors";
import { MultipartMigrationFields } from "../domain/migrations/inputs";
import { archiveKeyOf } from "../domain/migrations/service";
import { parseInput } from "../kernel/validation";
import { tooLarge, type ObjectStore } from "../storage/objectStore";
import { CREATE_MIGRATION_OPERATION } from "../rest/route";
import { compileOperation } from "../schema/compile";
import { operationPermission, forbidden, hasPermission } from "../schema/permissions";
import { executeOperation, type RestOptions } from "../rest/router";
import { MigrationResponse } from "../rest/schemas/migrations";
import { selectionOf } from "../rest/selection";

const FIELD_LIMITS = { files: 1, fields: 200, fieldSize: 64 * 1024, parts: 210 };

interface Parsed {
  fields: Record<string, unknown>;
  uploaded: boolean;
}

/** Streams the parts: the archive into the store under `key`, the fields into an object. */
function receive(req: Request, options: RestOptions & { objectStore: ObjectStore; maxUploadBytes: number }, key: string): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    const labels: string[] = [];
    let upload: Promise<unknown> | null = null;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      req.resume(); // drain what the client still sends
      reject(err);
    };
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: FIELD_LIMITS });
    } catch (err) {
      return reject(new DomainError("VALIDATION_FAILED", `Malformed multipart body: ${(err as Error).message}`));
    }
    bb.on("file", (name, stream) => {
      if (name !== "file" || upload) return void stream.resume();
      upload = options.objectStore.put(key, stream, { contentType: "application/zip", maxBytes: options.maxUploadBytes });
      upload.catch(fail);
    });
    bb.on("field", (name, value) => {
      if (name === "labels[]" || name === "labels") labels.push(value);
      else fields[name] = value;
    });
    bb.on("error", (err: Error) => fail(new DomainError("VALIDATION_FAILED", `Malformed multipart body: ${err.message}`)));
    bb.on("close", async () => {
      try {
        if (upload) await upload;
        if (settled) return;
        settled = true;
        resolve({ fields: labels.length ? { ...fields, labels } : fields, uploaded: upload !== null });
      } catch (err) {
        fail(err);
      }
    });
    req.pipe(bb);
  });
}

function readFields(raw: Record<string, unknown>) {
  let complianceChecks: unknown = undefined;
  if (typeof raw.complianceChecks === "string" && raw.complianceChecks.trim() !== "") {
    try {
      complianceChecks = JSON.parse(raw.complianceChecks);
    } catch {
      throw new DomainError("VALIDATION_FAILED", "Invalid request", [{ path: "complianceChecks", message: "must be a JSON object string" }]);
    }
  }
  return parseInput(MultipartMigrationFields, { ...raw, ...(complianceChecks !== undefined ? { complianceChecks } : {}) });
}

export function migrationUploadRoute(options: RestOptions & { objectStore: ObjectStore; maxUploadBytes: number }) {
  const source = CREATE_MIGRATION_OPERATION(selectionOf(MigrationResponse));
  const operation = compileOperation(options.schema, source, "POST /migrations (multipart)");
  const permission = operationPermission(options.schema, source);

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data")) return next(); // JSON goes to the route table
    // Refused before a byte of the archive is stored.
    if (!hasPermission(req.actor!, permission)) return next(forbidden(req.actor!, permission));
    const key = archiveKeyOf(req.actor!.accountId, randomUUID());
    // An archive stored for a request that is then refused belongs to nothing: it is removed.
    const discard = () => options.objectStore.delete(key).catch(() => undefined);
    try {
      const declared = Number(req.header("content-length"));
      if (Number.isFinite(declared) && declared > options.maxUploadBytes + 1024 * 1024) throw tooLarge(options.maxUploadBytes);
      const { fields, uploaded } = await receive(req, options, key);
      if (!uploaded) throw new DomainError("VALIDATION_FAILED", "Invalid request", [{ path: "file", message: "a zip archive in the `file` part is required" }]);
      const input = { ...readFields(fields), archiveKey: key };
      const done = await executeOperation(options, req, res, {
        operation,
        variables: { input },
        field: "createMigration",
        responseSchema: MigrationResponse,
        label: "POST /migrations (multipart)",
      });
      if (done) res.status(201).json(done.payload);
      else await discard();
    } catch (err) {
      await discard();
      if (!(err instanceof DomainError)) return next(err);
      if (err.code === "PAYLOAD_TOO_LARGE") res.set("Connection", "close");
      res.status(err.statusCode).json(errorBody(err.code, err.message, err.details));
    }
  };
}
