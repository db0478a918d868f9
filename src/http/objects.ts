// The local object store's signed URLs: PUT uploads and GET downloads, no API key (the signature is
// the permission). Expired or tampered URLs answer 403; uploads over MAX_UPLOAD_BYTES answer 413.
import express, { type Request, type Response } from "express";
import { DomainError, errorBody } from "../errors";
import { LocalObjectStore, type SignedRequest } from "../storage/localStore";
import { attachmentDisposition, OBJECT_RESPONSE_HEADERS, servedContentType } from "../storage/objectStore";

export function objectRoutes(store: LocalObjectStore, maxUploadBytes: number) {
  const router = express.Router();

  const authorize = (req: Request, res: Response, method: SignedRequest["method"]): SignedRequest | null => {
    const key = decodeURIComponent(req.path.replace(/^\//, ""));
    const request: SignedRequest = { method, key, expires: Number(req.query.expires), contentType: String(req.query.contentType ?? ""), nonce: String(req.query.nonce ?? "") };
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

  router.get(/.*/, async (req, res, next) => {
    const request = authorize(req, res, "GET");
    if (!request) return;
    try {
      const size = await store.size(request.key);
      const body = size === null ? null : await store.get(request.key);
      if (!body) {
        res.status(404).json(errorBody("NOT_FOUND", "Object not found"));
        return;
      }
      // Served on the API's own origin: uploaded bytes must never run there as a page (stored XSS).
      res.status(200).set({
        ...OBJECT_RESPONSE_HEADERS,
        "Content-Type": servedContentType(request.contentType),
        "Content-Disposition": attachmentDisposition(request.key),
        "Content-Length": String(size),
      });
      body.pipe(res);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
