// The feature catalogue: what a buyer reads on a model page, grouped by the
// five feature types of SPEC §3.
import type { FeatureType, features } from '../schema.ts';

/** Who may carry a feature; the rest is drawn at random. */
export type FeatureRule =
  'crossmod' | 'mh-advantage' | 'modular' | 'hud-code' | 'multi-section' | 'shutters';

export type FeatureSeed = {
  name: string;
  type: FeatureType;
  description: string;
  tags: string[];
  /** Features of one group are alternatives (one countertop, one roof). */
  group?: string;
  rule?: FeatureRule;
  /**
   * The room it needs: an island fits only a multi-section kitchen (the
   * designer offers one from 24 ft wide). Kept apart from `rule`, which also
   * makes a marketing feature one every such model carries.
   */
  needs?: 'multi-section';
};

// prettier-ignore
export const FEATURE_SEEDS: readonly FeatureSeed[] = [
  // Details: the rooms and finishes a buyer walks through.
  { name: "9' flat ceilings", type: 'Details', description: 'Nine-foot flat ceilings make every room feel taller and brighter.', tags: ['living', 'interior'] },
  { name: 'Vaulted ceilings throughout', type: 'Details', description: 'Vaulted ceilings run through the main living areas for an open, airy feel.', tags: ['living', 'interior'] },
  { name: 'Crown molding', type: 'Details', description: 'Crown molding finishes the living room and primary bedroom.', tags: ['interior', 'trim'] },
  { name: 'Shiplap accent wall', type: 'Details', description: 'A painted shiplap accent wall gives the living room a farmhouse touch.', tags: ['living', 'farmhouse'] },
  { name: 'Kitchen island with pendant lights', type: 'Details', description: 'A center island with pendant lights adds prep space and casual seating.', tags: ['kitchen', 'lighting'], needs: 'multi-section' },
  { name: 'Farmhouse sink', type: 'Details', description: 'A deep apron-front sink handles big pots and looks the part.', tags: ['kitchen', 'farmhouse'] },
  { name: 'Walk-in pantry', type: 'Details', description: 'A walk-in pantry keeps groceries and small appliances out of sight.', tags: ['kitchen', 'storage'] },
  { name: 'Walk-in shower with glass door', type: 'Details', description: 'The primary bath has a tiled walk-in shower with a frameless glass door.', tags: ['bath'] },
  { name: 'Soaking tub in primary bath', type: 'Details', description: 'A deep soaking tub sits beside the shower in the primary bath.', tags: ['bath'] },
  { name: 'Double vanity in primary bath', type: 'Details', description: 'Two sinks in the primary bath mean no more waiting in the morning.', tags: ['bath'] },
  { name: 'Built-in bookcases', type: 'Details', description: 'Built-in shelves flank the living room wall for books and photos.', tags: ['living', 'storage'] },
  { name: 'Electric fireplace', type: 'Details', description: 'An electric fireplace with a wood mantel warms the living room.', tags: ['living'] },
  { name: 'Walk-in closets', type: 'Details', description: 'Walk-in closets in the primary bedroom leave room for two wardrobes.', tags: ['bedroom', 'storage'] },
  { name: 'Utility room with laundry sink', type: 'Details', description: 'A separate utility room has space for a full-size washer, dryer and sink.', tags: ['laundry', 'storage'] },
  { name: 'Mudroom drop zone', type: 'Details', description: 'Hooks, a bench and cubbies by the back door catch boots and backpacks.', tags: ['storage', 'family'] },
  { name: 'Recessed LED lighting', type: 'Details', description: 'Recessed LED lights brighten the kitchen and living areas.', tags: ['lighting', 'energy'] },
  { name: 'Ceiling fans in living room and bedrooms', type: 'Details', description: 'Ceiling fans keep air moving through the living room and every bedroom.', tags: ['living', 'bedroom'] },
  { name: 'Glass-tile kitchen backsplash', type: 'Details', description: 'A glass-tile backsplash wraps the kitchen counters.', tags: ['kitchen'] },
  { name: 'Breakfast bar seating', type: 'Details', description: 'A raised breakfast bar seats three between the kitchen and family room.', tags: ['kitchen', 'family'] },
  { name: 'Separate dining room', type: 'Details', description: 'A separate dining room fits a table for eight for holidays.', tags: ['dining', 'family'], rule: 'multi-section' },
  { name: 'Split-bedroom floor plan', type: 'Details', description: 'The primary suite sits on the opposite end from the other bedrooms for privacy.', tags: ['bedroom', 'layout'] },

  // Featurette: small highlights shown as badges.
  { name: 'Stainless steel appliances', type: 'Featurette', description: 'A stainless steel refrigerator, range and dishwasher come standard.', tags: ['kitchen', 'appliances'] },
  { name: 'Tankless water heater', type: 'Featurette', description: 'A tankless water heater gives endless hot water and frees up a closet.', tags: ['energy', 'utilities'] },
  { name: 'Smart thermostat', type: 'Featurette', description: 'A Wi-Fi thermostat learns your schedule and can be set from your phone.', tags: ['smart-home', 'energy'] },
  { name: 'Video doorbell', type: 'Featurette', description: 'A video doorbell shows who is at the door from anywhere.', tags: ['smart-home', 'safety'] },
  { name: 'USB charging outlets', type: 'Featurette', description: 'Outlets with USB ports in the kitchen and bedrooms.', tags: ['smart-home'] },
  { name: 'Whole-home water shutoff', type: 'Featurette', description: 'One valve shuts off water to the whole home when you travel.', tags: ['utilities', 'safety'] },
  { name: 'Soft-close cabinet drawers', type: 'Featurette', description: 'Soft-close hinges and drawer glides keep cabinets quiet.', tags: ['kitchen', 'cabinets'] },
  { name: 'Pull-down kitchen faucet', type: 'Featurette', description: 'A pull-down sprayer faucet makes quick work of dishes.', tags: ['kitchen'] },
  { name: 'Brushed nickel hardware', type: 'Featurette', description: 'Brushed nickel fixtures and cabinet pulls throughout.', tags: ['interior'] },
  { name: 'Dual-pane Low-E windows', type: 'Featurette', description: 'Dual-pane Low-E windows cut glare and keep heat where it belongs.', tags: ['energy', 'windows'] },
  { name: 'LED vanity mirrors', type: 'Featurette', description: 'Lighted vanity mirrors in the bathrooms.', tags: ['bath', 'lighting'] },
  { name: 'Keyless entry door lock', type: 'Featurette', description: 'A keypad deadbolt on the front door means no more hidden keys.', tags: ['smart-home', 'safety'] },
  { name: 'Rain shower head', type: 'Featurette', description: 'A ceiling-mounted rain shower head in the primary bath.', tags: ['bath'] },
  { name: 'Generator-ready wiring', type: 'Featurette', description: 'A generator inlet and transfer switch are wired in for storm season.', tags: ['utilities', 'safety'] },

  // Included: what comes with the home.
  { name: 'Energy Star package', type: 'Included', description: 'Built to Energy Star standards for lower heating and cooling bills.', tags: ['energy', 'included'] },
  { name: 'Storm shutters', type: 'Included', description: 'Decorative exterior shutters that can be closed ahead of a storm.', tags: ['exterior', 'safety', 'included'], rule: 'shutters' },
  { name: 'Central heat and air', type: 'Included', description: 'A central heat pump and ductwork are installed before delivery.', tags: ['utilities', 'included'] },
  { name: 'Washer and dryer hookups', type: 'Included', description: 'Plumbed and vented hookups for a full-size washer and dryer.', tags: ['laundry', 'included'] },
  { name: 'Range and refrigerator', type: 'Included', description: 'A freestanding range and a frost-free refrigerator come with the home.', tags: ['kitchen', 'appliances', 'included'] },
  { name: 'Dishwasher', type: 'Included', description: 'A built-in dishwasher is included in the kitchen.', tags: ['kitchen', 'appliances', 'included'] },
  { name: 'Over-the-range microwave', type: 'Included', description: 'A vented microwave over the range saves counter space.', tags: ['kitchen', 'appliances', 'included'] },
  { name: 'Window blinds throughout', type: 'Included', description: 'Blinds are installed on every window before you move in.', tags: ['windows', 'included'] },
  { name: 'Smoke and carbon monoxide detectors', type: 'Included', description: 'Interconnected smoke and carbon monoxide detectors in every bedroom and hall.', tags: ['safety', 'included'] },
  { name: '10-year structural warranty', type: 'Included', description: 'The structure is covered for ten years from the date of delivery.', tags: ['warranty', 'included'] },
  // (Delivery is no feature: every price has it within the home center's included miles.)
  { name: 'Whole-home surge protection', type: 'Included', description: 'A surge protector at the electrical panel guards appliances and electronics.', tags: ['utilities', 'safety', 'included'] },
  { name: 'Vinyl skirting', type: 'Included', description: 'Vented vinyl skirting that matches the siding closes in the foundation.', tags: ['exterior', 'included'] },
  { name: 'Gutters and downspouts', type: 'Included', description: 'Seamless gutters carry rain away from the foundation.', tags: ['exterior', 'included'] },
  { name: 'Front porch steps', type: 'Included', description: 'A set of treated-wood steps with handrails for the front door.', tags: ['exterior', 'included'] },

  // MarketingFeatures: the story a listing tells.
  { name: 'CrossMod construction', type: 'MarketingFeatures', description: 'Site-built features on a factory schedule, eligible for conventional mortgages.', tags: ['crossmod', 'financing'], rule: 'crossmod' },
  { name: 'MH Advantage eligible', type: 'MarketingFeatures', description: 'Meets the MH Advantage standards for conventional financing with lower down payments.', tags: ['financing'], rule: 'mh-advantage' },
  { name: 'Modular construction', type: 'MarketingFeatures', description: 'Built to the local building code in climate-controlled plants and set on a permanent foundation.', tags: ['modular'], rule: 'modular' },
  { name: 'Open-concept layout', type: 'MarketingFeatures', description: 'The kitchen, dining and living areas flow together so no one misses the conversation.', tags: ['layout', 'family'] },
  { name: 'Great for growing families', type: 'MarketingFeatures', description: 'Bedrooms for everyone and a layout that keeps the kids close.', tags: ['family'] },
  { name: 'Home office nook', type: 'MarketingFeatures', description: 'A built-in desk nook gives remote work a home of its own.', tags: ['office'] },
  { name: "Entertainer's kitchen", type: 'MarketingFeatures', description: 'Long counters and a big island make hosting easy.', tags: ['kitchen', 'family'], needs: 'multi-section' },
  { name: 'Outdoor living ready', type: 'MarketingFeatures', description: 'A rear patio door is placed for a deck or screened porch.', tags: ['exterior'] },
  { name: 'Accessible design', type: 'MarketingFeatures', description: 'Wider hallways and doors and a low-threshold shower make the home easy to get around.', tags: ['accessibility'] },
  { name: 'Low-maintenance exterior', type: 'MarketingFeatures', description: 'Siding and trim that never need paint leave weekends free.', tags: ['exterior'] },
  { name: 'Built for energy savings', type: 'MarketingFeatures', description: 'Insulation, windows and sealing chosen to keep utility bills low all year.', tags: ['energy'] },
  { name: 'Room to grow', type: 'MarketingFeatures', description: 'A flex room can be a nursery, a guest room or a craft room.', tags: ['family', 'layout'], rule: 'multi-section' },

  // Materials: how the home is built.
  { name: 'Drywall throughout', type: 'Materials', description: 'Tape-and-textured drywall on every wall and ceiling, like a site-built home.', tags: ['construction', 'interior'] },
  { name: '2x6 exterior walls', type: 'Materials', description: '2x6 studs in the exterior walls leave room for thicker insulation.', tags: ['construction', 'energy'] },
  { name: 'Shingled roof', type: 'Materials', description: 'A pitched roof with 25-year three-tab shingles.', tags: ['construction', 'roof'], group: 'roof' },
  { name: 'Architectural shingles', type: 'Materials', description: 'Dimensional architectural shingles rated for 30 years.', tags: ['construction', 'roof'], group: 'roof' },
  { name: 'Metal roof', type: 'Materials', description: 'A standing-seam metal roof that sheds rain and lasts for decades.', tags: ['construction', 'roof'], group: 'roof' },
  { name: 'Vinyl lap siding', type: 'Materials', description: 'Low-maintenance vinyl lap siding in a woodgrain finish.', tags: ['exterior'], group: 'siding' },
  { name: 'Fiber-cement siding', type: 'Materials', description: 'Fiber-cement siding resists rot, insects and fire.', tags: ['exterior'], group: 'siding' },
  { name: 'Luxury vinyl plank flooring', type: 'Materials', description: 'Waterproof luxury vinyl plank in the kitchen, baths and living areas.', tags: ['flooring'] },
  { name: 'Carpet with 6-lb pad', type: 'Materials', description: 'Plush bedroom carpet over a 6-lb rebond pad.', tags: ['flooring', 'bedroom'] },
  { name: 'Ceramic tile backsplash', type: 'Materials', description: 'A ceramic subway-tile backsplash behind the kitchen counters.', tags: ['kitchen'] },
  { name: 'Granite countertops', type: 'Materials', description: 'Granite countertops in the kitchen.', tags: ['kitchen', 'countertops'], group: 'countertop' },
  { name: 'Quartz countertops', type: 'Materials', description: 'Quartz countertops that never need sealing.', tags: ['kitchen', 'countertops'], group: 'countertop' },
  { name: 'Solid-surface countertops', type: 'Materials', description: 'Seamless solid-surface countertops with an integrated backsplash.', tags: ['kitchen', 'countertops'], group: 'countertop' },
  { name: 'Hardwood cabinets with dovetail drawers', type: 'Materials', description: 'Hardwood cabinet doors and dovetailed drawer boxes.', tags: ['kitchen', 'cabinets'] },
  { name: 'R-38 ceiling insulation', type: 'Materials', description: 'Blown-in R-38 insulation above the ceilings.', tags: ['energy', 'construction'] },
  { name: 'Engineered floor joists', type: 'Materials', description: 'Engineered floor joists keep floors flat and quiet.', tags: ['construction'] },
  { name: '7/16" OSB wall sheathing', type: 'Materials', description: 'Exterior walls are sheathed in 7/16-inch OSB under a house wrap.', tags: ['construction'] },
  { name: 'Steel I-beam chassis', type: 'Materials', description: 'A welded steel I-beam chassis carries the home from the plant to your land.', tags: ['construction'], rule: 'hud-code' },
  { name: 'Three-step paint finish', type: 'Materials', description: 'Primer and two coats of paint on every interior wall.', tags: ['interior'] },
];

export type FeatureRow = typeof features.$inferInsert;

/** Feature rows with ids 1..n, in catalogue order. */
export function buildFeatureRows(): FeatureRow[] {
  return FEATURE_SEEDS.map((seed, index) => ({
    featureId: index + 1,
    name: seed.name,
    type: seed.type,
    // No page per feature: a blank url is answered with its picture (server/domain/features.ts).
    url: '',
    description: seed.description,
    icon: null,
    thumbnail: null,
    featureTags: seed.tags,
  }));
}
