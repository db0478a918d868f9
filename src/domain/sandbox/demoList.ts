// The demo watchlist an embedded first start loads (docs/sandbox.md, "The demo list"): a handful of
// invented names, so a newcomer's walk-through screens against a list that is there (screening state
// CURRENT) and can show a hit, without pretending to be any official list. The start banner names it
// and the command per official source that replaces it.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client";
import { importWatchlist, listStatus, type ImportSummary } from "../../screening";

export const DEMO_LIST = "demo-invented-names";

/** Invented people and companies, in FollowTheMoney JSON lines as `lists:import --format ftm` reads them. */
const DEMO_ENTRIES = [
  { id: "demo-1", schema: "Person", name: "Zebulon Quarrystone", topics: ["sanction"], birthDate: "1961-03-14", country: "xx" },
  { id: "demo-2", schema: "Person", name: "Marisol Ventanova", topics: ["role.pep"], birthDate: "1970-11-02", country: "xx" },
  { id: "demo-3", schema: "Person", name: "Oskar Feldspar-Nyx", topics: ["crime"], birthDate: "1984-06-30", country: "xx" },
  { id: "demo-4", schema: "Company", name: "Quillon Demo Trading Ltd", topics: ["sanction"], country: "xx" },
  { id: "demo-5", schema: "Person", name: "Hesper Thornquist", topics: ["sanction"], birthDate: "1958-01-21", country: "xx" },
];

function demoListLines(): string {
  return (
    DEMO_ENTRIES.map((e) =>
      JSON.stringify({
        id: e.id,
        schema: e.schema,
        caption: e.name,
        properties: {
          name: [e.name],
          topics: e.topics,
          notes: ["Invented for the demo: no real person or company"],
          ...(e.birthDate ? { birthDate: [e.birthDate] } : {}),
        },
      }),
    ).join("\n") + "\n"
  );
}

/** Imports the demo list unless a list was ever imported (a deployment with lists keeps them); null when skipped. */
export async function loadDemoListIfNoLists(db: PrismaClient, dataDir: string): Promise<ImportSummary | null> {
  if ((await db.watchlistImport.count()) > 0) return null;
  const file = path.join(dataDir, `${DEMO_LIST}.ftm.json`);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, demoListLines());
  return importWatchlist(db, { format: "ftm", file, list: DEMO_LIST });
}

/** The official sources and the one command that imports each (docs/list-sources.md has where to get the files). */
const OFFICIAL_LIST_COMMANDS = [
  "npm run admin -- lists:import --format un   --file <UN Security Council consolidated list, XML>",
  "npm run admin -- lists:import --format eu   --file <EU consolidated financial sanctions list, XML>",
  "npm run admin -- lists:import --format uk   --file <UK sanctions list, XML>",
  "npm run admin -- lists:import --format ofac --file <OFAC SDN list, sdn.xml or sdn.csv>",
];

/** The start banner's lines on watchlists: which are loaded, and the commands that bring the official ones. */
export async function watchlistBannerLines(db: PrismaClient): Promise<string[]> {
  const lists = (await listStatus(db)).filter((l) => l.version !== null && l.entries > 0);
  const loaded = lists.length
    ? lists.map((l) => `${l.list} v${l.version} (${l.entries} entries${l.list === DEMO_LIST ? ", invented names for the demo: not an official list" : ""})`)
    : ["none: screening searches nothing and every application reads screening.state NO_LISTS (approval refused)"];
  const official = lists.some((l) => l.list !== DEMO_LIST);
  return [
    `  Watchlists      ${loaded[0]}`,
    ...loaded.slice(1).map((l) => `                  ${l}`),
    ...(official ? [] : ["", "  Load the official lists, one command per source (docs/list-sources.md):", ...OFFICIAL_LIST_COMMANDS.map((c) => `    ${c}`)]),
  ];
}
