// The local object store's signed URLs: PUT uploads and GET downloads, no API key (the signature is
// the permission). Expired or tampered URLs answer 403; uploads over MAX_UPLOAD_BYTES answer 413.
// A download signed with a document's registered SHA-256 serves only bytes that still hash to it.
import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import { pipeline } from "node:stream/promises";
import { objectIntegrityFailures } from "../observability/metrics";
import { IntegrityError, readVerified, verifyingStream, VERIFY_BUFFER_BYTES } from "../storage/verifiedRead";
import { DomainError, errorBody } from "../errors";
import { LocalObjectStore, type SignedRequest } from "../storage/localStore";
import { attachmentDisposition, OBJECT_RESPONSE_HEADERS, servedContentType } from "../storage/objectStore";

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function objectRoutes(store: LocalObjectStore, maxUploadBytes: number, logger?: Logger) {
  const router = express.Router();

  const authorize = (req: Request, res: Response, method: SignedRequest["method"]): SignedRequest | null => {
    const key = decodeURIComponent(req.path.replace(/^\//, ""));
    const request: SignedRequest = {
      method,
      key,
      expires: Number(req.query.expires),
      contentType: String(req.query.contentType ?? ""),
      nonce: String(req.query.nonce ?? ""),
      sha256: String(req.query.sha256 ?? ""),
    };
    const verdict = store.verify(request, String(req.query.signature ?? ""));
    if (verdict === "ok") return request;
    res.status(403).json(errorBody("FORBIDDEN", verdict === "expired" ? "Signed URL has expired" : "Signed URL is not valid"));
    return null;
  };

  router.put(/.*/, async (req, res, next) => {
    const request = authorize(req, res, "PUT");
    if (!request) return;
    const declared = Number(req.header("content-length"));
    if (Number.isFinite(declared) && declared > maxUploadBytes) {
      res.status(413).json(errorBody("PAYLOAD_TOO_LARGE", `Upload exceeds the maximum size of ${maxUploadBytes} bytes`));
      req.resume();
      return;
    }
    try {
      const stored = await store.put(request.key, req, { contentType: request.contentType, maxBytes: maxUploadBytes });
      res.status(200).json({ key: request.key, byteSize: stored.byteSize, sha256: stored.sha256 });
    } catch (err) {
      if (err instanceof DomainError) {
        res.status(err.statusCode).set("Connection", "close").json(errorBody(err.code, err.message));
        return;
      }
      next(err);
    }
  });

  const refuseTampered = (req: Request, res: Response, key: string, err: IntegrityError) => {
    objectIntegrityFailures.inc();
    logger?.error(
      { reqId: req.id, key, registered: err.expected, stored: err.actual },
      "object integrity check failed: stored bytes differ from the registered SHA-256, not served",
    );
    if (res.headersSent) {
      res.destroy(); // cut short: the client never holds a complete copy
      return;
    }
    res
      .status(500)
      .json(
        errorBody("INTEGRITY_CHECK_FAILED", "The stored file no longer matches the SHA-256 registered for it, so it is not served; the operators are alerted"),
      );
  };

  router.get(/.*/, async (req, res, next) => {
    const request = authorize(req, res, "GET");
    if (!request) return;
    const expected = SHA256_HEX.test(request.sha256) ? request.sha256 : null;
    try {
      const size = await store.size(request.key);
      const body = size === null ? null : await store.get(request.key);
      if (!body || size === null) {
        res.status(404).json(errorBody("NOT_FOUND", "Object not found"));
        return;
      }
      // Served on the API's own origin: uploaded bytes must never run there as a page (stored XSS).
      const headers = {
        ...OBJECT_RESPONSE_HEADERS,
        "Content-Type": servedContentType(request.contentType),
        "Content-Disposition": attachmentDisposition(request.key),
        "Content-Length": String(size),
      };
      if (!expected) {
        res.status(200).set(headers);
        body.pipe(res);
      } else if (size <= VERIFY_BUFFER_BYTES) {
        const bytes = await readVerified(body, expected);
        res
          .status(200)
          .set({ ...headers, "Content-Length": String(bytes.length) })
          .end(bytes);
      } else {
        res.status(200).set(headers);
        await pipeline(body, verifyingStream(expected), res);
      }
    } catch (err) {
      if (err instanceof IntegrityError) return refuseTampered(req, res, request.key, err);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      next(err);
    }
  });
  return router;
}
