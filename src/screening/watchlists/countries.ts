// OFAC, the UN and the UK name countries in English ("Korea, North", "Burma", "Iran (Islamic Republic
// of)"); entries store ISO 3166-1 alpha-2.
import countries from "i18n-iso-countries";

/** Publishers' spellings that i18n-iso-countries does not know. */
const PUBLISHED_NAMES: Record<string, string> = {
  "korea, north": "kp",
  "korea, south": "kr",
  burma: "mm",
  syria: "sy",
  laos: "la",
  moldova: "md",
  brunei: "bn",
  macau: "mo",
  macedonia: "mk",
  swaziland: "sz",
  "cabo verde": "cv",
  curacao: "cw",
  "sint maarten": "sx",
  "cote d ivoire": "ci",
  "cote d'ivoire": "ci",
  "congo, democratic republic of the": "cd",
  "congo, republic of the": "cg",
  "bahamas, the": "bs",
  "gambia, the": "gm",
  "west bank": "ps",
  gaza: "ps",
  palestinian: "ps",
  "region: crimea": "ua",
  "region: gaza": "ps",
  "netherlands antilles": "an",
  "holy see": "va",
  "st. kitts and nevis": "kn",
  "st. lucia": "lc",
  "st. vincent and the grenadines": "vc",
  "democratic people's republic of korea": "kp",
  "viet nam": "vn",
  "republic of moldova": "md",
  "united kingdom of great britain and northern ireland": "gb",
  "occupied palestinian territory": "ps",
};

/** Alpha-2, lower case, or null for a name neither table knows (e.g. "undetermined"). */
export function countryCode(name: string | null | undefined): string | null {
  const n = name?.trim();
  if (!n) return null;
  const known = PUBLISHED_NAMES[n.toLowerCase()];
  if (known) return known;
  // The UN's "Iran (Islamic Republic of)", "Bolivia (Plurinational State of)": the name before the brackets.
  const code = countries.getAlpha2Code(n, "en") ?? countries.getAlpha2Code(n.replace(/\s*\(.*\)\s*$/, ""), "en");
  return code?.toLowerCase() ?? null;
}
