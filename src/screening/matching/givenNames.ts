// Given names that are one name in different forms no spelling rule relates: Greek's formal and
// everyday forms and their romanisations (Georgios / Giorgos / Yiorgos, Ioannis / Giannis). A name
// with one of them is also compared in a second form that writes each as the group's first
// (normalize.ts nameForms), so two forms of one name share retrieval keys and score as one.
const GROUPS = [
  "georgios giorgos yiorgos yorgos giorgis georgis",
  "ioannis giannis yiannis yannis ianis",
  "dimitrios dimitris demetrios dimitrius",
  "konstantinos constantinos kostantinos kostas costas",
  "panagiotis panayiotis panagiotes panos",
  "nikolaos nikos nikolas",
  "vasileios vasilios vassilios vasilis vassilis",
  "christos hristos chrestos khristos",
  "athanasios thanasis thanos",
  "evangelos euangelos evaggelos vangelis vaggelis",
  "emmanouil emmanuil manolis",
  "michail michalis mihalis",
  "spyridon spiridon spyros spiros",
  "stylianos stilianos stelios",
  "charalampos charalambos haralambos haralampos babis mpampis",
  "anastasios tasos",
  "theodoros thodoris thodoros",
  "eleftherios elefterios lefteris",
  "sotirios sotiris",
  "aikaterini ekaterini katerina",
  "panagiota panayiota giota yiota",
];

const CANONICAL = new Map<string, string>();
for (const group of GROUPS) {
  const [first, ...others] = group.split(" ");
  for (const name of others) CANONICAL.set(name, first);
}

/** The form a given name's phonetic code is computed from: the first of its group, or itself. */
export function canonicalGivenName(token: string): string {
  return CANONICAL.get(token) ?? token;
}
