// The sizes of the validation sets (scripts/screening-validation-sets.ts imports this first): the
// benches' generators read them from the environment when they are loaded.
process.env.BENCH_SCREENING_ENTRIES = "2000";
process.env.BENCH_SCREENING_PERSONS = "700";
process.env.BENCH_COMPANY_ENTRIES = "2000";
process.env.BENCH_COMPANY_QUERIES = "900";
