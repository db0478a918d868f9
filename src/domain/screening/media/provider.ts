// Where adverse-media articles come from: an HTTP search service (production) or a JSON file of
// invented articles (tests, the demo). Chosen once from the configuration (src/config.ts).
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { MediaSearchConfig } from "../../../config";
import { normalise } from "./text";

export interface MediaArticle {
  url: string;
  title: string;
  /** The page's text; empty when the page could not be read. */
  body: string;
  publisher: string;
  /** ISO 8601. */
  publishedAt: string;
  language?: string;
}

export interface MediaQuery {
  name: string;
  kind: "individual" | "business";
  /** ISO 3166-1 alpha-2. */
  countries: string[];
}

export interface MediaSearchProvider {
  /** Names the provider in logs and in errors. */
  readonly name: string;
  search(query: MediaQuery): Promise<MediaArticle[]>;
}

class MediaSearchError extends Error {}

export const MediaArticleSchema = z.object({
  url: z.url(),
  title: z.string().max(2000),
  body: z.string(),
  publisher: z.string().min(1).max(300),
  publishedAt: z.iso.datetime({ offset: true }).or(z.iso.date()),
  language: z.string().max(20).optional(),
});

const SearchResponse = z.object({ articles: z.array(MediaArticleSchema) });

/**
 * The HTTP protocol (README, Configuration): GET <url>?q=<name>&kind=individual|business&countries=dk
 * (repeated per country) with `Authorization: Bearer <key>`, answering 200 `{articles: MediaArticle[]}`.
 */
export class HttpMediaProvider implements MediaSearchProvider {
  readonly name: string;
  constructor(private readonly options: { url: string; apiKey: string; timeoutMs: number }) {
    this.name = new URL(options.url).host;
  }

  async search(query: MediaQuery): Promise<MediaArticle[]> {
    const url = new URL(this.options.url);
    url.searchParams.set("q", query.name);
    url.searchParams.set("kind", query.kind);
    for (const c of query.countries) url.searchParams.append("countries", c);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { Authorization: `Bearer ${this.options.apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      const reason = (err as Error).name === "TimeoutError" ? `no answer within ${this.options.timeoutMs} ms` : (err as Error).message;
      throw new MediaSearchError(`Media search at ${this.name} failed: ${reason}`);
    }
    const text = await res.text();
    if (!res.ok) throw new MediaSearchError(`Media search at ${this.name} answered ${res.status} ${res.statusText}: ${text.slice(0, 200)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new MediaSearchError(`Media search at ${this.name} answered ${res.status} with a body that is not JSON`);
    }
    const parsed = SearchResponse.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new MediaSearchError(`Media search at ${this.name} answered an unexpected shape: ${issue.path.join(".")}: ${issue.message}`);
    }
    return parsed.data.articles;
  }
}

const ArticleFile = z.object({ notice: z.string().optional(), queries: z.record(z.string(), z.array(MediaArticleSchema)) });

/** Articles keyed by the queried name, normalised (data/media/invented-articles.json). Read once. */
export class FileMediaProvider implements MediaSearchProvider {
  readonly name: string;
  private byName: Promise<Map<string, MediaArticle[]>> | null = null;
  constructor(private readonly path: string) {
    this.name = `file:${path.split(/[\\/]/).pop()}`;
  }

  private load(): Promise<Map<string, MediaArticle[]>> {
    this.byName ??= readFile(this.path, "utf8").then((text) => {
      const parsed = ArticleFile.safeParse(JSON.parse(text));
      if (!parsed.success) throw new MediaSearchError(`${this.path}: ${parsed.error.issues[0].path.join(".")}: ${parsed.error.issues[0].message}`);
      return new Map(Object.entries(parsed.data.queries).map(([name, articles]) => [normalise(name), articles]));
    });
    return this.byName;
  }

  async search(query: MediaQuery): Promise<MediaArticle[]> {
    return (await this.load()).get(normalise(query.name)) ?? [];
  }
}

/** The configured provider, or null with the reason adverse-media screening is off. */
export function createMediaSearchProvider(config: MediaSearchConfig): { provider: MediaSearchProvider | null; status: string } {
  if (!config) return { provider: null, status: "adverse-media screening is off: set MEDIA_SEARCH_URL and MEDIA_SEARCH_API_KEY, or MEDIA_SEARCH_FILE" };
  const provider = config.kind === "http" ? new HttpMediaProvider(config) : new FileMediaProvider(config.path);
  return { provider, status: `adverse-media screening searches ${provider.name}` };
}
