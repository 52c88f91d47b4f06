// The catalogue and dealer data of SPEC §3. Column names are snake_case in the
// database and camelCase in code; GraphQL exposes the contract's names.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Stored per model so a model always looks the same (DESIGN §6).
import type { ModelStyle } from '../images/model-art.ts';
import type { Nav } from '../../lib/configurator/types.ts';
import type { PricingDefaults } from '../../lib/pricing/estimate.ts';

export const FEATURE_TYPES = [
  'Details',
  'Featurette',
  'Included',
  'MarketingFeatures',
  'Materials',
] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  acronym: text('acronym').notNull().unique(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull().default(''),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    salesModelId: text('sales_model_id').notNull().unique(),
    sourceId: integer('source_id').notNull(),
    modelNumber: text('model_number').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    lineId: integer('line_id').notNull(),
    lineDescription: text('line_description').notNull(),
    drawingId: integer('drawing_id').notNull(),
    floorPlanId: integer('floor_plan_id').notNull(),
    floorPlanReference: text('floor_plan_reference').notNull(),
    beds: smallint('beds').notNull(),
    baths: real('baths').notNull(),
    squareFeet: integer('square_feet').notNull(),
    minSquareFeet: integer('min_square_feet').notNull(),
    maxSquareFeet: integer('max_square_feet').notNull(),
    widthFt: real('width_ft').notNull(),
    lengthFt: real('length_ft').notNull(),
    sections: smallint('sections').notNull(),
    isMultiSection: boolean('is_multi_section').notNull(),
    isModular: boolean('is_modular').notNull().default(false),
    lowPrice: integer('low_price'),
    highPrice: integer('high_price'),
    startingInThePrice: integer('starting_in_the_price'),
    minGeneratedPrice: integer('min_generated_price'),
    maxGeneratedPrice: integer('max_generated_price'),
    lowHistoricalPrice: integer('low_historical_price'),
    highHistoricalPrice: integer('high_historical_price'),
    wholesalePrice: integer('wholesale_price'),
    twoYearSalesCount: integer('two_year_sales_count').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasIfp: boolean('has_ifp').notNull().default(false),
    hasVirtualTour: boolean('has_virtual_tour').notNull().default(false),
    has360VirtualTour: boolean('has_360_virtual_tour').notNull().default(false),
    hasMatterport: boolean('has_matterport').notNull().default(false),
    hasVideo: boolean('has_video').notNull().default(false),
    hasQualityPhotos: boolean('has_quality_photos').notNull().default(false),
    hasPhotoRealRendering: boolean('has_photo_real_rendering').notNull().default(false),
    hasDreamHomeDesign: boolean('has_dream_home_design').notNull().default(false),
    isBuildable: boolean('is_buildable').notNull().default(true),
    isWebEnabled: boolean('is_web_enabled').notNull().default(true),
    isDealerEntered: boolean('is_dealer_entered').notNull().default(false),
    isMhAdvantageHome: boolean('is_mh_advantage_home').notNull().default(false),
    isPremierFinancingEligible: boolean('is_premier_financing_eligible').notNull().default(false),
    matterportUrl: text('matterport_url'),
    style: jsonb('style').$type<ModelStyle>().notNull(),
    artSeed: integer('art_seed').notNull(),
    ...timestamps,
  },
  (t) => [
    index('models_beds_idx').on(t.beds),
    index('models_baths_idx').on(t.baths),
    index('models_low_price_idx').on(t.lowPrice),
    index('models_square_feet_idx').on(t.squareFeet),
    index('models_brand_idx').on(t.brandId),
    index('models_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const modelImages = pgTable(
  'model_images',
  {
    mfgModelImageId: serial('mfg_model_image_id').primaryKey(),
    modelsImagesId: integer('models_images_id').notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').notNull(),
    /** Stable path of the rendered picture, e.g. /images/models/{modelNumber}/exterior. */
    reference: text('reference').notNull(),
    caption: text('caption').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    originalUploadedFilename: text('original_uploaded_filename').notNull().default(''),
    /** Floorplan, Thumbnail, Exterior, Interior. */
    imageType: text('image_type').notNull(),
    imageTypeAcronym: text('image_type_acronym').notNull(),
    roomId: integer('room_id'),
    roomDescription: text('room_description'),
    isInspired: boolean('is_inspired').notNull().default(false),
    isMhAdvantageHome: boolean('is_mh_advantage_home').notNull().default(false),
    createdBy: text('created_by').notNull().default('seed'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedBy: text('last_modified_by').notNull().default('seed'),
    lastModificationDate: timestamp('last_modification_date', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('model_images_model_idx').on(t.modelId, t.sortOrder)],
);

export const modelVirtualTours = pgTable(
  'model_virtual_tours',
  {
    mfgModelVirtualTourId: serial('mfg_model_virtual_tour_id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    virtualTourId: integer('virtual_tour_id').notNull(),
    virtualTourReference: text('virtual_tour_reference').notNull(),
    thumbnailReference: text('thumbnail_reference').notNull(),
  },
  (t) => [index('model_virtual_tours_model_idx').on(t.modelId)],
);

export const features = pgTable('features', {
  featureId: serial('feature_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<FeatureType>().notNull(),
  url: text('url').notNull().default(''),
  description: text('description').notNull().default(''),
  icon: text('icon'),
  thumbnail: text('thumbnail'),
  featureTags: text('feature_tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const modelFeatures = pgTable(
  'model_features',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.featureId, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.featureId] }),
    index('model_features_feature_idx').on(t.featureId),
  ],
);

export const dealers = pgTable(
  'dealers',
  {
    dealerId: serial('dealer_id').primaryKey(),
    dealerNumber: text('dealer_number').notNull().unique(),
    /** SPEC §9: the lot number is the dealer id as a string. */
    lotNumber: text('lot_number').notNull().unique(),
    slug: text('slug').notNull().unique(),
    /** A home center's own host name, e.g. knoxville.example-homes.com. */
    hostName: text('host_name').unique(),
    name: text('name').notNull(),
    brandAcronym: text('brand_acronym').notNull(),
    region: text('region').notNull().default(''),
    zone: text('zone').notNull().default(''),
    websiteTemplate: text('website_template').notNull().default('standard'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hours: jsonb('hours').$type<{ days: string; open: string }[]>().notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('dealers_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('dealers_state_idx').on(t.state),
  ],
);

export const landListings = pgTable(
  'land_listings',
  {
    landId: serial('land_id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.dealerId, { onDelete: 'cascade' }),
    stockNumber: text('stock_number').notNull().unique(),
    acres: real('acres').notNull(),
    price: integer('price'),
    priceSort: integer('price_sort'),
    priceLabel: text('price_label').notNull(),
    /** The price before its latest drop or sale, when the home center recorded one (as home_listings'). */
    previousPrice: integer('previous_price'),
    stickerTypeId: smallint('sticker_type_id'),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hasUtilities: boolean('has_utilities').notNull().default(false),
    description: text('description').notNull().default(''),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('land_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('land_dealer_idx').on(t.dealerId),
    index('land_price_idx').on(t.priceSort),
  ],
);

export const homeListings = pgTable(
  'home_listings',
  {
    inventoryId: serial('inventory_id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.dealerId, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    modelNumber: text('model_number').notNull(),
    /** Built homes have a serial number; available floor plans (not yet built) do not. */
    serialNumber: text('serial_number').unique(),
    stockNumber: text('stock_number').notNull().unique(),
    landId: integer('land_id').references(() => landListings.landId, { onDelete: 'set null' }),
    isSaleHome: boolean('is_sale_home').notNull().default(false),
    isDefaultSaleHome: boolean('is_default_sale_home').notNull().default(false),
    stickerTypeId: smallint('sticker_type_id'),
    isAvailableFloorPlan: boolean('is_available_floor_plan').notNull().default(false),
    isOnLand: boolean('is_on_land').notNull().default(false),
    isNew: boolean('is_new').notNull().default(true),
    price: integer('price'),
    /**
     * The price before the latest price drop or the sale, when the home
     * center recorded one (always above `price`): a Price Drop or sale badge
     * shows what it took off.
     */
    previousPrice: integer('previous_price'),
    priceSort: integer('price_sort'),
    priceLabel: text('price_label').notNull(),
    beds: smallint('beds').notNull(),
    baths: real('baths').notNull(),
    squareFeet: integer('square_feet').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('home_listings_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // A home center's listings, and its listings of one model (model_availability's recount).
    index('home_listings_dealer_model_idx').on(t.dealerId, t.modelId),
    index('home_listings_model_idx').on(t.modelId),
    index('home_listings_beds_idx').on(t.beds),
    index('home_listings_baths_idx').on(t.baths),
    index('home_listings_price_idx').on(t.priceSort),
    index('home_listings_square_feet_idx').on(t.squareFeet),
  ],
);

/**
 * What each home center has of each model, for the models search: one row per
 * (home center, model) with at least one unsold listing (sticker other than
 * Sold). Derived from home_listings and never written by the application:
 * triggers on home_listings (migration 0006) recount the pairs every statement
 * touches, in the same transaction. No foreign keys: a row exists only while
 * listings of its pair do, and those already hold the home center and model.
 */
export const modelAvailability = pgTable(
  'model_availability',
  {
    dealerId: integer('dealer_id').notNull(),
    modelId: integer('model_id').notNull(),
    /** Unsold listings of the model at the home center (at least 1). */
    listingCount: integer('listing_count').notNull(),
    /** Lowest price among them; null when none is priced. */
    lowestPrice: integer('lowest_price'),
    /** One of them is built (has a serial number). */
    isInStock: boolean('is_in_stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.modelId] }),
    // Every column: the search reads a home center's rows from the index alone.
    index('model_availability_search_idx').on(
      t.dealerId,
      t.modelId,
      t.listingCount,
      t.lowestPrice,
      t.isInStock,
    ),
  ],
);

export const salesAgents = pgTable(
  'sales_agents',
  {
    salesAgentId: serial('sales_agent_id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.dealerId, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    salesAgentTitle: text('sales_agent_title').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    bio: text('bio').notNull().default(''),
  },
  (t) => [index('sales_agents_dealer_idx').on(t.dealerId)],
);

export const welcomeHomeImages = pgTable(
  'welcome_home_images',
  {
    welcomeHomeImageId: serial('welcome_home_image_id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.dealerId, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    familyName: text('family_name').notNull(),
    caption: text('caption').notNull(),
    isShownInGallery: boolean('is_shown_in_gallery').notNull().default(true),
    deliveredOn: timestamp('delivered_on', { withTimezone: true }).notNull(),
  },
  (t) => [index('welcome_home_images_dealer_idx').on(t.dealerId)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    testimonialId: serial('testimonial_id').primaryKey(),
    modelId: integer('model_id').references(() => models.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').references(() => dealers.dealerId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 12: a visitor's testimonial or review waits for the home center
     * (pending) until it publishes it (approved) or not (declined). Seeded
     * ones are approved; only approved ones show.
     */
    status: text('status').notNull().default('approved'),
    /** testimonial (their story, /give-a-testimonial) or review (of the home center, /review). */
    kind: text('kind').notNull().default('testimonial'),
    /** The lead that brought a visitor's testimonial (its mail asks the home center to decide). */
    leadId: integer('lead_id')
      .unique()
      .references(() => leads.leadId, { onDelete: 'set null' }),
    /** The home they bought, in their words (optional). */
    homeName: text('home_name'),
    /** The link the home center's mail carries to publish it: random, used until decided. */
    decisionToken: text('decision_token').unique(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('testimonials_model_idx').on(t.modelId),
    index('testimonials_dealer_idx').on(t.dealerId),
    check('testimonials_status_check', sql`${t.status} in ('approved', 'pending', 'declined')`),
  ],
);

/**
 * A home center's events (SPEC §1 news and events; issue 12): open houses,
 * workshops, community days. Shown on /news-events and /event/{slug}.
 */
export const events = pgTable(
  'events',
  {
    eventId: serial('event_id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.dealerId, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs separated by blank lines. */
    body: text('body').notNull(),
    /** Where on or off the lot it happens. */
    place: text('place').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('events_dealer_idx').on(t.dealerId, t.startsAt),
    index('events_starts_idx').on(t.startsAt),
    check('events_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * SPEC §2 /{hash}: a curated list of floor plans the company publishes (issue
 * 12). The hash is a short code (lower-case letters and digits, at least one
 * digit, so it never shadows a word path) to print on a mailer or a sign.
 */
export const curatedLists = pgTable(
  'curated_lists',
  {
    hash: text('hash').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The floor plans, in the list's order. */
    modelIds: integer('model_ids').array().notNull(),
  },
  (t) => [check('curated_lists_hash_check', sql`${t.hash} ~ '^(?=.*[0-9])[a-z0-9]{6,12}$'`)],
);

/** US postal codes with their place names, for location lookups (SPEC §3 Location). */
export const locations = pgTable(
  'locations',
  {
    postalCode: text('postal_code').primaryKey(),
    city: text('city').notNull(),
    county: text('county'),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('locations_city_state_trgm_idx').using(
      'gin',
      sql`(${t.city} || ', ' || ${t.state}) gin_trgm_ops`,
    ),
    // All postal codes of a city (place search picks the most central one).
    index('locations_city_state_idx').on(t.city, t.state),
  ],
);

/**
 * SPEC §2 "a page may carry a redirect target, which is followed": paths the
 * site answers with a redirect (old marketing addresses, retired models).
 * Targets stay on this site: a path, never another origin.
 */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    path: text('path').primaryKey(),
    target: text('target').notNull(),
    /** 301 when true (search engines move the page's standing), else 302. */
    permanent: boolean('permanent').notNull().default(true),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'page_redirects_paths_check',
      // chr(92) is a backslash, which browsers read as a slash.
      sql`${t.path} ~ '^/[^/]' and ${t.target} ~ '^/([^/]|$)' and strpos(${t.target}, chr(92)) = 0 and ${t.path} <> ${t.target}`,
    ),
  ],
);

/**
 * Home account users of our identity provider (issue 4). The email is kept as
 * typed but unique regardless of case; the password only as an argon2id hash.
 * The API keys a user on issuer + subject: the subject is account_id.
 */
export const accounts = pgTable(
  'accounts',
  {
    accountId: uuid('account_id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /**
     * The last change of the password or the email (or the undo of an email
     * change): access tokens issued before it are refused (issue 9). Null: never.
     */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * One-time links mailed to a user: reset a password, confirm a new email,
 * undo an email change (mailed to the address it replaced).
 * Only a hash of the token is stored; a used or expired token is refused.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['reset-password', 'change-email', 'revert-email'],
    }).notNull(),
    /**
     * For change-email: the address that becomes the account's once confirmed;
     * for revert-email: the address an undo restores (the one it was mailed to).
     */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountId, t.purpose)],
);

/**
 * A sign-up waiting for the code mailed to its address (issue 9): the account
 * is created only when the code comes back, so the sign-up screen answers the
 * same whether or not the address already has an account (its owner is mailed
 * a notice instead of a code). One per sign-in in progress (its interaction).
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    interactionUid: text('interaction_uid').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** SHA-256 of the interaction and the code: the code itself is only in the mail. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    mailsSent: integer('mails_sent').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_sign_ups_expires_idx').on(t.expiresAt)],
);

/**
 * Which home center a user last signed in through, per sign-in client: the
 * host of the sign-in's return address (a home center's own host name, or
 * {slug}.localhost locally); null for the site's own host. Written on every
 * completed sign-in and sign-up (server/identity/sign-ins.ts), read by
 * authorizedApplications. The lot number is kept as it was, not as a
 * reference: the history outlives a home center's closing.
 */
export const accountSignIns = pgTable(
  'account_sign_ins',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    lotNumber: text('lot_number'),
    firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.clientId] }),
    check('account_sign_ins_client_id_check', sql`${t.clientId} <> ''`),
    check('account_sign_ins_lot_number_check', sql`${t.lotNumber} ~ '^[0-9]{1,10}$'`),
    check('account_sign_ins_times_check', sql`${t.firstSignedInAt} <= ${t.lastSignedInAt}`),
  ],
);

/**
 * The identity provider's own records (sessions, grants, codes, refresh
 * tokens, interactions), stored by server/identity/adapter.ts. Consumed rows
 * stay until they expire: a reused code or refresh token must be recognised.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_idx').on(t.model, t.grantId),
    index('oidc_models_uid_idx').on(t.model, t.uid),
    index('oidc_models_user_code_idx').on(t.model, t.userCode),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed attempts per key (an address, an email) and time window, so sign-in,
 * sign-up and reset slow an attacker down without locking out the owner.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);

/**
 * A buyer of the portal (issue 10), keyed on the access token's issuer +
 * subject. The email is not kept here: it is the account's (accounts.email)
 * and changes only through its verified flow. Text fields are '' when empty.
 */
export const users = pgTable(
  'users',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** 10 digits, or ''. */
    phone: text('phone').notNull().default(''),
    preferredPronouns: text('preferred_pronouns').notNull().default(''),
    /** 5 digits, or ''. */
    zipCode: text('zip_code').notNull().default(''),
    preferredName: text('preferred_name').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    preferredContactMethod: text('preferred_contact_method')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredContactTime: text('preferred_contact_time')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    optInCall: boolean('opt_in_call').notNull().default(false),
    optInEmail: boolean('opt_in_email').notNull().default(false),
    optInText: boolean('opt_in_text').notNull().default(false),
    leadFormSubmitted: boolean('lead_form_submitted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_identity_idx').on(t.issuer, t.subject)],
);

/**
 * A buyer's answers for one planner (SPEC §3 Profile): retail profiles belong
 * to a home center (lot number), the corporate one has none. Every answer is
 * nullable: null is "not answered", so false and 0 are answers.
 */
export const profiles = pgTable(
  'profiles',
  {
    profileId: serial('profile_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    profileType: text('profile_type', { enum: ['retail', 'corporate'] }).notNull(),
    lotNumber: text('lot_number'),
    budget: integer('budget'),
    budgetConfidence: text('budget_confidence'),
    buyerSituation: text('buyer_situation'),
    cashBudget: integer('cash_budget'),
    fundingSource: text('funding_source'),
    hasLand: boolean('has_land'),
    isPreApproved: boolean('is_pre_approved'),
    landType: text('land_type'),
    landZip: text('land_zip'),
    preApprovalAmount: integer('pre_approval_amount'),
    preferredBeds: smallint('preferred_beds'),
    preferredBaths: real('preferred_baths'),
    propertyDescription: text('property_description'),
    targetMoveDateMonth: smallint('target_move_date_month'),
    targetMoveDateYear: smallint('target_move_date_year'),
    topFavoriteHome: text('top_favorite_home'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('profiles_user_type_lot_idx').on(
      t.userId,
      t.profileType,
      sql`coalesce(${t.lotNumber}, '')`,
    ),
    check(
      'profiles_lot_number_check',
      sql`(${t.profileType} = 'retail') = (${t.lotNumber} is not null)`,
    ),
  ],
);

/** Features a buyer liked on a profile, in the order liked. */
export const profileLikedFeatures = pgTable(
  'profile_liked_features',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.profileId, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.featureId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.featureId] }),
    index('profile_liked_features_feature_idx').on(t.featureId),
  ],
);

/**
 * Planner content (reference data, server/db/planner-content.ts): one planner
 * per type and version; the newest active one is current. Progress is kept by
 * tag, so a new version keeps what a buyer completed of the same tags.
 */
export const planners = pgTable(
  'planners',
  {
    plannerId: serial('planner_id').primaryKey(),
    plannerType: text('planner_type', { enum: ['retail', 'corporate'] }).notNull(),
    version: integer('version').notNull(),
    activeDate: timestamp('active_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('planners_type_version_idx').on(t.plannerType, t.version)],
);

export const plannerSections = pgTable(
  'planner_sections',
  {
    plannerSectionId: serial('planner_section_id').primaryKey(),
    plannerId: integer('planner_id')
      .notNull()
      .references(() => planners.plannerId, { onDelete: 'cascade' }),
    /** Internal name: journey, budget, land or aspirations (lib/planner.ts). */
    name: text('name').notNull(),
    ordinal: integer('ordinal').notNull(),
  },
  (t) => [uniqueIndex('planner_sections_planner_name_idx').on(t.plannerId, t.name)],
);

export const plannerContents = pgTable(
  'planner_contents',
  {
    contentId: serial('content_id').primaryKey(),
    plannerSectionId: integer('planner_section_id')
      .notNull()
      .references(() => plannerSections.plannerSectionId, { onDelete: 'cascade' }),
    /** One planner's tags are unique (checked when the content is written). */
    tag: text('tag').notNull(),
    contentType: text('content_type', { enum: ['article', 'task', 'question'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs separated by blank lines. */
    body: text('body').notNull(),
    actionLabel: text('action_label'),
    /** A path of this site, such as /portal/budget. */
    actionPath: text('action_path'),
    ordinal: integer('ordinal').notNull(),
  },
  (t) => [index('planner_contents_section_idx').on(t.plannerSectionId, t.ordinal)],
);

/** A buyer's planner of one type (and, for retail, one home center). */
export const userPlanners = pgTable(
  'user_planners',
  {
    userPlannerId: serial('user_planner_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    plannerType: text('planner_type', { enum: ['retail', 'corporate'] }).notNull(),
    lotNumber: text('lot_number'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_planners_user_type_lot_idx').on(
      t.userId,
      t.plannerType,
      sql`coalesce(${t.lotNumber}, '')`,
    ),
  ],
);

/** The article and task contents a buyer marked done (questions are answered by the profile). */
export const userPlannerCompletions = pgTable(
  'user_planner_completions',
  {
    userPlannerId: integer('user_planner_id')
      .notNull()
      .references(() => userPlanners.userPlannerId, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userPlannerId, t.tag] })],
);

/**
 * A buyer's message to a home center (DESIGN §12: one leads domain). One per
 * (user, submission key): a double click or a retry returns the first.
 */
export const leads = pgTable(
  'leads',
  {
    leadId: serial('lead_id').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.userId, { onDelete: 'set null' }),
    // No cascade: a lead is the home center's record of a buyer, kept if it closes.
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.dealerId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    portalName: text('portal_name').notNull(),
    marketingMeta: jsonb('marketing_meta').$type<Record<string, unknown>>(),
    submissionKey: text('submission_key').notNull(),
    /** The thank-you answered to the buyer, so a replay answers the same words. */
    messageBody: text('message_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the home center's mail went out; null until then (or when it failed). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** What a visitor asked about ("Ask about this home"): home:{serial}, model:{number} or land:{stock}. */
    about: text('about'),
    /** How the visitor wants to be reached: email, phone or text. */
    preferredContact: text('preferred_contact'),
    /**
     * A public form's own answers (issue 12), or a design's selections, as the home center's
     * mail lists them: [label, value]; for a plan (portal), the plan's rows as mailed, for
     * the next update to say what changed.
     */
    details: jsonb('details').$type<[string, string][]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('leads_user_submission_idx').on(t.userId, t.submissionKey),
    // A visitor's lead has no user: the same submission (key) is still stored once.
    uniqueIndex('leads_visitor_submission_idx')
      .on(t.kind, t.submissionKey)
      .where(sql`${t.userId} is null`),
    index('leads_dealer_idx').on(t.dealerId, t.createdAt),
  ],
);

/** What the sign-up page knew when a buyer created their user (postUserSignupForm). */
export const signUpForms = pgTable(
  'sign_up_forms',
  {
    signUpFormId: serial('sign_up_form_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    lotNumber: text('lot_number'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_up_forms_user_lot_idx').on(t.userId, sql`coalesce(${t.lotNumber}, '')`),
  ],
);

/** First-party tracking of SPEC §9's events (no third-party script). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the call came with a valid token of a user who has one. */
    userId: uuid('user_id').references(() => users.userId, { onDelete: 'set null' }),
    location: text('location').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('tracking_events_name_idx').on(t.name, t.occurredAt)],
);

/** A retail buyer's saved homes at one home center (SPEC §3; written from issue 11). */
export const retailCollections = pgTable(
  'retail_collections',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    lotNumber: text('lot_number').notNull(),
    ...timestamps,
  },
  (t) => [
    index('retail_collections_user_idx').on(t.userId, t.lotNumber),
    // One collection per label (any letter case) at a home center: creates are idempotent.
    uniqueIndex('retail_collections_user_lot_label_idx').on(
      t.userId,
      t.lotNumber,
      sql`lower(${t.label})`,
    ),
  ],
);

export const retailCollectionItems = pgTable(
  'retail_collection_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => retailCollections.id, { onDelete: 'cascade' }),
    modelNumber: text('model_number').notNull(),
    serialNumber: text('serial_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retail_collection_items_collection_idx').on(t.collectionId),
    // A home once per collection: a double tap saves it once.
    uniqueIndex('retail_collection_items_home_idx').on(
      t.collectionId,
      t.modelNumber,
      sql`coalesce(${t.serialNumber}, '')`,
    ),
  ],
);

/** A corporate buyer's saved models, located by latitude and longitude (SPEC §3). */
export const corpCollections = pgTable(
  'corp_collections',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ...timestamps,
  },
  (t) => [
    index('corp_collections_user_idx').on(t.userId),
    uniqueIndex('corp_collections_user_label_idx').on(t.userId, sql`lower(${t.label})`),
  ],
);

export const corpCollectionModels = pgTable(
  'corp_collection_models',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => corpCollections.id, { onDelete: 'cascade' }),
    modelNumber: text('model_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corp_collection_models_collection_idx').on(t.collectionId),
    uniqueIndex('corp_collection_models_model_idx').on(t.collectionId, t.modelNumber),
  ],
);

/**
 * One configurator version of a model (issue 13; SPEC §3 Configurator). A
 * version is never changed once written: a design names its guid and version,
 * so it always reads the options and prices it was made with. The navs tree
 * is read whole, so it is one JSON document (lib/configurator/types.ts).
 */
export const configurators = pgTable(
  'configurators',
  {
    configuratorId: serial('configurator_id').primaryKey(),
    /** The model's, the same in every version. */
    configuratorGuid: uuid('configurator_guid').notNull(),
    version: integer('version').notNull(),
    salesModelId: text('sales_model_id')
      .notNull()
      .references(() => models.salesModelId, { onDelete: 'cascade' }),
    basePrice: integer('base_price'),
    navs: jsonb('navs').$type<Nav[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('configurators_guid_version_idx').on(t.configuratorGuid, t.version),
    uniqueIndex('configurators_model_version_idx').on(t.salesModelId, t.version),
  ],
);

/** What a saved design holds (SPEC §3 Design content). */
export type DesignContent = {
  salesModelId: string;
  basePrice: number | null;
  customizations: { configuratorOptionId: number; selectionId: number; price: number }[];
};

/**
 * A buyer's design (issue 13; SPEC §3 Design, §4 states NEW → SAVED →
 * SUBMITTED). It belongs to the signed-in person (issuer + subject) who made
 * it; others see it only through its share token, read-only.
 */
export const designs = pgTable(
  'designs',
  {
    designId: uuid('design_id').primaryKey().defaultRandom(),
    ownerIssuer: text('owner_issuer').notNull(),
    ownerSubject: text('owner_subject').notNull(),
    /** The browser that generated it (SPEC §5: a design is generated only with one). */
    dxClientId: text('dx_client_id').notNull(),
    modelFinderSessionId: text('model_finder_session_id'),
    state: text('state', { enum: ['NEW', 'SAVED', 'SUBMITTED'] })
      .notNull()
      .default('NEW'),
    isLocked: boolean('is_locked').notNull().default(false),
    feedbackSubmitted: boolean('feedback_submitted').notNull().default(false),
    configuratorGuid: uuid('configurator_guid'),
    configuratorVersion: integer('configurator_version'),
    zipCode: text('zip_code'),
    productSeries: text('product_series'),
    content: jsonb('content').$type<DesignContent>(),
    /** Who may look (read-only) without signing in: /designs/shared/{shareToken}. */
    shareToken: text('share_token').notNull().unique(),
    /** The home center it was sent to, and the lead that carried it. */
    submittedLotNumber: text('submitted_lot_number'),
    leadId: integer('lead_id').references(() => leads.leadId),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('designs_owner_idx').on(t.ownerIssuer, t.ownerSubject, t.updatedAt),
    // SPEC §4: one generated, still-empty design per browser; generating again answers it.
    uniqueIndex('designs_generated_idx')
      .on(t.ownerIssuer, t.ownerSubject, t.dxClientId)
      .where(sql`${t.state} = 'NEW'`),
    check('designs_locked_when_submitted', sql`${t.state} <> 'SUBMITTED' or ${t.isLocked}`),
  ],
);

/**
 * What an estimate assumes (issue 14): the company's figures (dealer_id null)
 * and a home center's own where it set them, dated in the document
 * (lib/pricing/estimate.ts PricingDefaults, checked by its zod schema).
 */
export const pricingDefaults = pgTable(
  'pricing_defaults',
  {
    pricingDefaultsId: serial('pricing_defaults_id').primaryKey(),
    dealerId: integer('dealer_id')
      .unique()
      .references(() => dealers.dealerId, { onDelete: 'cascade' }),
    defaults: jsonb('defaults').$type<PricingDefaults>().notNull(),
    ...timestamps,
  },
  (t) => [
    // One company row: NULLs are distinct to the unique constraint above.
    uniqueIndex('pricing_defaults_company_idx')
      .on(sql`(true)`)
      .where(sql`${t.dealerId} is null`),
  ],
);

/** Bookkeeping: seed version and other one-row facts about this database. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
