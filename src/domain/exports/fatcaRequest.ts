// POST /api/v1/exports with FATCA_XML (docs/tax-reporting.md, "Rules refused before a file is written"):
// every rule of IRS Publication 5124 the file would break, found from the request, the account's settings
// and what was filed before, and refused with one 400 listing them before the job exists. What passes is
// what the job keeps (FatcaJobParameters), so every retry of its run writes the same message (fatcaBulk.ts).
import type { PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { invalid, type ErrorDetail } from "../../errors";
import { getFatcaReporting, missingTinCodeProblem, usTinProblem } from "../tax";
import { fatcaHeaderProblems, type FatcaAccountReport } from "./fatcaXml";
import { header, isUs, tinsOf, type FatcaJobParameters } from "./fatcaBulk";
import type { z } from "zod";
import type { FatcaExportInput } from "./inputs";

/**
 * POST /exports with FATCA_XML: every rule the file would break, refused with a 400 listing them before
 * the job exists. Answers what the job keeps.
 */
export async function checkFatcaRequest(
  db: PrismaClient,
  actor: Actor,
  input: { applicationIds?: string[]; fatca?: z.infer<typeof FatcaExportInput> },
): Promise<{ parameters: FatcaJobParameters; applicationIds: string[] }> {
  const errors: ErrorDetail[] = [];
  const fail = (path: string, message: string) => errors.push({ path, message });
  const refuse = () => {
    if (errors.length)
      throw invalid(`The FATCA export breaks ${errors.length} rule${errors.length > 1 ? "s" : ""} (IRS Publication 5124, docs/tax-reporting.md)`, errors);
  };
  if (!input.fatca) {
    fail("fatca", "FATCA_XML needs `fatca`: the reportingPeriod, and the administrator's account data");
    refuse();
  }
  const fatca = input.fatca!;
  const settings = await getFatcaReporting(db, actor);
  if (!settings.giin || !settings.name || !settings.country) {
    fail("fatca", "The account has no FATCA reporting FI: set its GIIN, name, country and address first (PUT /api/v1/settings/fatca-reporting-fi)");
    refuse();
  }
  const accounts = fatca.accounts ?? [];
  const named = input.applicationIds ? new Set(input.applicationIds) : null;
  const seenApps = new Set<string>();
  accounts.forEach((a, i) => {
    if (seenApps.has(a.applicationId)) fail(`fatca.accounts.${i}.applicationId`, "each application once: this one is listed twice");
    seenApps.add(a.applicationId);
    if (named && !named.has(a.applicationId))
      fail(`fatca.accounts.${i}.applicationId`, "not among applicationIds: list it there too, or leave applicationIds out");
  });
  // Without applicationIds, the accounts given are the ones exported (or the whole account when none are).
  const applicationIds = input.applicationIds ? [...new Set(input.applicationIds)] : accounts.map((a) => a.applicationId);

  // Corrections, voids and amendments name a record filed before, and do not share a message with new records.
  const corrections = accounts.map((a, i) => [a, i] as const).filter(([a]) => a.docTypeIndic && a.docTypeIndic !== "FATCA1");
  const corrMessageRefIds: Record<string, string> = {};
  let corrects: FatcaJobParameters["corrects"] = null;
  if (corrections.length) {
    if (corrections.length !== applicationIds.length)
      fail("fatca.accounts", "a message either corrects (FATCA2–4, every account with its corrDocRefId) or reports new records (FATCA1), not both");
    const wanted = corrections.map(([a]) => a.corrDocRefId).filter((id): id is string => !!id);
    const filed = await db.fatcaRecord.findMany({ where: { accountId: actor.accountId, docRefId: { in: wanted }, kind: "ACCOUNT" } });
    const completed = new Set(
      (await db.exportJob.findMany({ where: { id: { in: filed.map((r) => r.exportJobId) }, status: "COMPLETED" }, select: { id: true } })).map((j) => j.id),
    );
    const byId = new Map(filed.filter((r) => completed.has(r.exportJobId)).map((r) => [r.docRefId, r]));
    const messages = new Set<string>();
    for (const [a, i] of corrections) {
      const path = `fatca.accounts.${i}`;
      if (!a.corrDocRefId) {
        fail(`${path}.corrDocRefId`, `${a.docTypeIndic} corrects, voids or amends a filed record: corrDocRefId names its DocRefId`);
        continue;
      }
      const record = byId.get(a.corrDocRefId);
      if (!record) {
        fail(`${path}.corrDocRefId`, `"${a.corrDocRefId}" is no AccountReport filed in a completed FATCA_XML export of this account`);
        continue;
      }
      if (record.applicationId !== a.applicationId)
        fail(`${path}.corrDocRefId`, `"${a.corrDocRefId}" reported application ${record.applicationId}, not this one`);
      corrMessageRefIds[a.corrDocRefId] = record.messageRefId;
      messages.add(record.messageRefId);
    }
    if (messages.size > 1)
      fail("fatca.accounts", "the records a message corrects come from one filed message: split the corrections by the message they were filed in");
    if (messages.size === 1) {
      const messageRefId = [...messages][0]!;
      const filed = await db.fatcaRecord.findMany({
        where: { accountId: actor.accountId, messageRefId, kind: { in: ["REPORTING_FI", "SPONSOR", "INTERMEDIARY"] } },
      });
      const fi = filed.find((r) => r.kind === "REPORTING_FI");
      const sponsor = filed.find((r) => r.kind === "SPONSOR");
      const intermediary = filed.find((r) => r.kind === "INTERMEDIARY");
      if (fi)
        corrects = {
          messageRefId,
          reportingFiDocRefId: fi.docRefId,
          ...(sponsor ? { sponsorDocRefId: sponsor.docRefId } : {}),
          ...(intermediary ? { intermediaryDocRefId: intermediary.docRefId } : {}),
        };
    }
  }
  accounts.forEach((a, i) => {
    if ((!a.docTypeIndic || a.docTypeIndic === "FATCA1") && a.corrDocRefId)
      fail(`fatca.accounts.${i}.corrDocRefId`, "a new record (FATCA1) references no earlier one: leave corrDocRefId out, or say FATCA2, FATCA3 or FATCA4");
  });

  // The holders' US TINs on file must be TINs, and a code for a missing one must fit the account.
  if (applicationIds.length) {
    const apps = await db.application.findMany({
      where: { accountId: actor.accountId, id: { in: applicationIds } },
      select: {
        id: true,
        entityType: true,
        individuals: { where: { role: "APPLICANT" }, select: { tins: true } },
        businesses: { where: { role: "APPLICANT" }, select: { tins: true } },
      },
    });
    const byId = new Map(apps.map((a) => [a.id, a]));
    const index = new Map(applicationIds.map((id, i) => [id, i]));
    for (const app of apps) {
      const holders = app.entityType === "INDIVIDUAL" ? app.individuals : app.businesses;
      for (const tin of holders.flatMap((h) => tinsOf(h.tins)).filter((t) => isUs(t.issuedBy))) {
        const problem = usTinProblem(tin.tin);
        if (problem)
          fail(
            input.applicationIds ? `applicationIds.${index.get(app.id)}` : "fatca.accounts",
            `application ${app.id}: its holder's US TIN ${problem.slice(problem.indexOf(":") + 2)}`,
          );
      }
    }
    accounts.forEach((a, i) => {
      if (!a.missingTinCode) return;
      const app = byId.get(a.applicationId);
      const problem = missingTinCodeProblem(a.missingTinCode, {
        preExisting: a.preExisting ?? false,
        individual: app ? app.entityType === "INDIVIDUAL" : true,
      });
      if (problem) fail(`fatca.accounts.${i}.missingTinCode`, problem);
    });
  }

  const parameters: FatcaJobParameters = {
    reportingPeriod: fatca.reportingPeriod,
    accounts,
    reportingFi: {
      giin: settings.giin!,
      name: settings.name!,
      country: settings.country!,
      address: settings.address,
      filerCategory: settings.filerCategory,
      sponsor: settings.sponsor,
      intermediary: settings.intermediary,
    },
    controllingPersonThresholdPercent: settings.controllingPersonThresholdPercent,
    corrects,
    corrMessageRefIds,
  };
  // The message's own fields, as the run will write them (any job id: the ids' format does not depend on it).
  const probeJobId = "00000000-0000-0000-0000-000000000000";
  const probe = header(parameters, probeJobId);
  const specs = corrections.map(
    ([a, i]) =>
      [
        `fatca.accounts.${i}`,
        {
          docTypeIndic: a.docTypeIndic!,
          docRefId: `${probe.reportingFi.giin}.${probeJobId}.${a.applicationId}`,
          corrDocRefId: a.corrDocRefId,
          corrMessageRefId: corrMessageRefIds[a.corrDocRefId ?? ""],
        },
      ] as [string, FatcaAccountReport["docSpec"]],
  );
  for (const e of fatcaHeaderProblems(probe, errors.length ? [] : specs)) if (!errors.some((x) => x.path === e.path)) errors.push(e);
  refuse();
  return { parameters, applicationIds };
}
