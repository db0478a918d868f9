// The optional LLM step of adverse-media stories: an OpenAI-compatible chat-completions endpoint
// rewrites a story's extractive description. Off unless LLM_BASE_URL is set; any failure keeps the
// extractive text, so the service is complete without it. Runs after the stories are committed, so a
// slow model never holds the application's lock.
import type { PrismaClient, ScreeningHit } from "../../../generated/prisma/client";
import type { LlmConfig } from "../../../config";
import { automationActor } from "../../auth/context";
import { unlessErased, withChange } from "../../applicationChange";
import { memberHitIds } from "../groups";
import type { MediaHitDetails } from "./stories";

const MAX_DESCRIPTION_CHARS = 1500;

export interface StoryForLlm {
  subjectName: string;
  headline: string;
  extractive: string;
  articles: { publisher: string; date: string; title: string; text: string }[];
}

function prompt(story: StoryForLlm): { role: string; content: string }[] {
  const sources = story.articles.map((a, i) => `[${i + 1}] ${a.publisher}, ${a.date}: ${a.title}\n${a.text}`).join("\n\n");
  return [
    {
      role: "system",
      content:
        "You write one neutral paragraph for a compliance reviewer describing a news development about a named person or company. " +
        "Use only the sources given; cite each fact as (publisher, date); say 'alleged' unless a source reports a conviction; at most 120 words; no preamble.",
    },
    { role: "user", content: `Subject: ${story.subjectName}\nStory: ${story.headline}\n\nSources:\n${sources}` },
  ];
}

/** The model's description, or the extractive one when the step is off, fails, times out or answers nothing usable. */
export async function describeWithLlm(config: LlmConfig, story: StoryForLlm): Promise<{ text: string; by: "llm" | "extractive"; error?: string }> {
  if (!config) return { text: story.extractive, by: "extractive" };
  try {
    const res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages: prompt(story), temperature: 0 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) return { text: story.extractive, by: "extractive", error: `LLM answered ${res.status}` };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || content.trim().length === 0) return { text: story.extractive, by: "extractive", error: "LLM answered no text" };
    return { text: content.trim().slice(0, MAX_DESCRIPTION_CHARS), by: "llm" };
  } catch (err) {
    return {
      text: story.extractive,
      by: "extractive",
      error: (err as Error).name === "TimeoutError" ? `LLM gave no answer within ${config.timeoutMs} ms` : (err as Error).message,
    };
  }
}

/**
 * Replaces the aiDescription of the given stories (recordAdverseMedia's groupIds) with the model's,
 * each in its own short transaction, and only where the description is still the one the model read
 * (a story changed meanwhile keeps its newer text). Returns the ids of the stories rewritten.
 */
export async function refineStoryDescriptions(
  db: PrismaClient,
  config: LlmConfig,
  accountId: string,
  subjectName: string,
  groupIds: string[],
): Promise<string[]> {
  if (!config || groupIds.length === 0) return [];
  const groups = await db.screeningGroup.findMany({ where: { id: { in: groupIds }, accountId }, include: { hits: true } });
  const rewritten: string[] = [];
  for (const group of groups) {
    const order = memberHitIds(group, group.hits);
    const members = order.map((id) => group.hits.find((h) => h.id === id)!) as ScreeningHit[];
    const articles = members.map((m) => {
      const d = m.details as unknown as MediaHitDetails;
      return { publisher: d.publisher, date: d.publishingDate.slice(0, 10), title: d.title, text: d.description };
    });
    const result = await describeWithLlm(config, { subjectName, headline: group.headline, extractive: group.aiDescription, articles });
    if (result.by !== "llm") continue;
    const changed = await unlessErased(
      withChange(db, automationActor(accountId), async ({ tx, lock, audit }) => {
        await lock(group.applicationId);
        const { count } = await tx.screeningGroup.updateMany({
          where: { id: group.id, aiDescription: group.aiDescription },
          data: { aiDescription: result.text },
        });
        if (count === 0) return false;
        await audit({
          applicationId: group.applicationId,
          type: "screening.group_described",
          entityType: "SCREENING_GROUP",
          entityId: group.id,
          changes: { aiDescription: { before: group.aiDescription, after: result.text } },
          note: `Description written by ${config.model}`,
        });
        return true;
      }),
    );
    if (changed) rewritten.push(group.id);
  }
  return rewritten;
}
