// SPEC §9: "Route and compile caches hold up to 10000 entries." Ours are the
// page cache (whole responses by host and address, server/http/page-cache.ts)
// and GraphQL's parsed documents and parse errors by text, which also bound
// the validation results and compiled functions kept beside each document
// (server/graphql/yoga.ts).
export const ROUTE_AND_COMPILE_CACHE_ENTRIES = 10_000;
