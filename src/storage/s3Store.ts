// Objects in an S3-compatible bucket (AWS S3, MinIO): OBJECT_STORE_URL=s3://bucket[/prefix], with the
// usual AWS_* credentials (or their _FILE variants, read by src/config.ts) and S3_ENDPOINT for a non-AWS endpoint. URLs are the store's own presigned
// URLs, signed for S3_PUBLIC_ENDPOINT when clients reach the store at another address than the service.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  NotFound,
  NoSuchKey,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable } from "node:stream";
import { attachmentDisposition, measureBytes, meter, servedContentType, type ListedObject, type ObjectStore, type StoredObject } from "./objectStore";

export class S3ObjectStore implements ObjectStore {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  /** Signs URLs for the address clients use; signing makes no request, so it needs no route there. */
  private readonly signer: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  readonly maxUploadBytes: number;

  constructor(
    url: string,
    options: {
      endpoint?: string;
      publicEndpoint?: string;
      region: string;
      maxUploadBytes: number;
      credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
    },
  ) {
    this.maxUploadBytes = options.maxUploadBytes;
    const parsed = new URL(url);
    this.bucket = parsed.host;
    this.prefix = parsed.pathname.replace(/^\/+/, "").replace(/\/?$/, parsed.pathname.length > 1 ? "/" : "");
    // MinIO and most self-hosted stores need path-style addressing.
    const client = (endpoint: string | undefined) =>
      new S3Client({ endpoint, forcePathStyle: Boolean(endpoint), region: options.region, credentials: options.credentials });
    this.client = client(options.endpoint);
    this.signer = options.publicEndpoint === options.endpoint ? this.client : client(options.publicEndpoint);
  }

  private objectKey(key: string): string {
    return this.prefix + key;
  }

  signedUploadUrl(key: string, options: { contentType: string; ttlSeconds: number }) {
    return getSignedUrl(this.signer, new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), ContentType: options.contentType }), {
      expiresIn: options.ttlSeconds,
    });
  }

  signedDownloadUrl(key: string, options: { contentType: string; ttlSeconds: number }) {
    // The same download rules as the local route, as far as S3's response overrides reach.
    const get = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ResponseContentType: servedContentType(options.contentType),
      ResponseContentDisposition: attachmentDisposition(key),
    });
    return getSignedUrl(this.signer, get, { expiresIn: options.ttlSeconds });
  }

  async put(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<StoredObject> {
    const m = meter(options.maxBytes);
    // Multipart upload in parts of a few MB: memory stays bounded whatever the size.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body.pipe(m.transform), ContentType: options.contentType },
      queueSize: 2,
      partSize: 8 * 1024 * 1024,
    });
    await upload.done();
    return m.result();
  }

  async putBytes(key: string, bytes: Buffer, options: { contentType: string }): Promise<StoredObject> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: bytes, ContentType: options.contentType }));
    return measureBytes(bytes);
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return out.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey || err instanceof NotFound) return null;
      throw err;
    }
  }

  async readRange(key: string, start: number, end: number): Promise<Buffer> {
    if (end <= start) return Buffer.alloc(0);
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range: `bytes=${start}-${end - 1}` }));
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.objectKey(prefix), ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (o.Key && o.LastModified) yield { key: o.Key.slice(this.prefix.length), lastModified: o.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async size(key: string): Promise<number | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return out.ContentLength ?? 0;
    } catch (err) {
      if (err instanceof NotFound || err instanceof NoSuchKey || (err as { name?: string }).name === "NotFound") return null;
      throw err;
    }
  }
}
