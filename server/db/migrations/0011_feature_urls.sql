-- SPEC §3 Feature.url: the seed stored /features/{slug}, an address no page
-- answers (a dead link for every liked feature). No feature has a page of its
-- own, so a blank url lets the API give the feature's picture instead
-- (server/domain/features.ts featureUrl).
UPDATE "features" SET "url" = '' WHERE "url" LIKE '/features/%';
