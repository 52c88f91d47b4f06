import { graphql } from '../graphql.ts';
import { EventCardFields } from './content.ts';
import { LandCardFields } from './search.ts';

export const HomeCardFields = graphql(`
  fragment HomeCardFields on HomeListing {
    inventoryId
    serialNumber
    modelNumber
    priceLabel
    priceSort
    previousPrice
    monthlyEstimateFrom
    beds
    baths
    squareFeet
    distanceMiles
    isNew
    isOnLand
    onSale
    sticker {
      id
      key
      label
    }
    model {
      name
      slug
      sections
      isModular
      exterior {
        src
        alt
        width
        height
        srcSet
      }
    }
    dealer {
      name
      city
      state
      lotNumber
    }
  }
`);

/**
 * /homes: built homes for sale near the searched place, beside the floor plans
 * (issue 11): one from each of the nearest home centers that have one on display.
 */
export const BuiltHomesNearQuery = graphql(
  `
    query builtHomesNear(
      $postalCode: String!
      $first: Int
      $radiusMiles: Float
      $perHomeCenter: Int
      $beds: Int
      $baths: Float
      $minPrice: Int
      $maxPrice: Int
      $minSquareFeet: Int
      $maxSquareFeet: Int
      $isMultiSection: Boolean
      $features: String
      $maxMonthlyPayment: Int
    ) {
      nearbyHomes(
        postalCode: $postalCode
        first: $first
        perHomeCenter: $perHomeCenter
        radiusMiles: $radiusMiles
        collection: ON_DISPLAY
        beds: $beds
        baths: $baths
        minPrice: $minPrice
        maxPrice: $maxPrice
        minSquareFeet: $minSquareFeet
        maxSquareFeet: $maxSquareFeet
        isMultiSection: $isMultiSection
        features: $features
        maxMonthlyPayment: $maxMonthlyPayment
      ) {
        homes {
          ...HomeCardFields
        }
      }
    }
  `,
  [HomeCardFields],
);

/** What SPEC §9's home center lists read (on sale, budget, move-in ready: lib/listing-filters.ts). */
export const DealerSectionFields = graphql(`
  fragment DealerSectionFields on HomeListing {
    isSaleHome
    isDefaultSaleHome
    stickerTypeId
    isAvailableFloorPlan
    priceSort
  }
`);

/** A home center's next homes for sale, after the home page's first ones. */
export const DealerHomesQuery = graphql(
  `
    query dealerHomes($lotNumber: String!, $first: Int!, $offset: Int!) {
      homesByLotNumber(lotNumber: $lotNumber, first: $first, offset: $offset) {
        ...HomeCardFields
        ...DealerSectionFields
      }
    }
  `,
  [HomeCardFields, DealerSectionFields],
);

/** The home page: homes near a postal code (corporate site) or a home center's own homes. */
export const HomePageQuery = graphql(
  `
    query HomePage(
      $postalCode: String!
      $lotNumber: String!
      $isDealerSite: Boolean!
      $radiusMiles: Float
    ) {
      nearbyHomes(postalCode: $postalCode, first: 9, perHomeCenter: 3, radiusMiles: $radiusMiles)
        @skip(if: $isDealerSite) {
        location {
          postalCode
          cityStateFormatted
          latitude
          longitude
        }
        homes {
          ...HomeCardFields
        }
      }
      featuredHomes(lotNumber: $lotNumber) @include(if: $isDealerSite) {
        ...HomeCardFields
        ...DealerSectionFields
      }
      homesByLotNumber(lotNumber: $lotNumber, first: 12) @include(if: $isDealerSite) {
        ...HomeCardFields
        ...DealerSectionFields
      }
    }
  `,
  [HomeCardFields, DealerSectionFields],
);

/** A home center's home page, beside its homes: its land and its people (issue 12). */
export const DealerPageExtrasQuery = graphql(
  `
    query dealerPageExtras($lotNumber: String!) {
      landByLotNumber(lotNumber: $lotNumber, first: 6) {
        ...LandCardFields
      }
      homeCenterEvents(lotNumber: $lotNumber, when: upcoming, first: 3) {
        ...EventCardFields
      }
      getDealer(lotNumber: $lotNumber) {
        salesAgents {
          salesAgentId
          firstName
          lastName
          salesAgentTitle
          email
        }
      }
    }
  `,
  [LandCardFields, EventCardFields],
);

/** A curated collection page (issue 12) on the main site: the homes nearest a place. */
export const HomeCollectionNearQuery = graphql(
  `
    query homeCollectionNear(
      $collection: HomeCollection!
      $postalCode: String!
      $perHomeCenter: Int!
    ) {
      nearbyHomes(
        postalCode: $postalCode
        first: 18
        perHomeCenter: $perHomeCenter
        collection: $collection
      ) {
        location {
          postalCode
          cityStateFormatted
          latitude
          longitude
        }
        homes {
          ...HomeCardFields
        }
      }
    }
  `,
  [HomeCardFields],
);

/** A curated collection page (issue 12) on a home center's site: its own homes. */
export const HomeCollectionAtQuery = graphql(
  `
    query homeCollectionAt($collection: HomeCollection!, $lotNumber: String!) {
      homesByLotNumber(lotNumber: $lotNumber, first: 24, collection: $collection) {
        ...HomeCardFields
      }
    }
  `,
  [HomeCardFields],
);

/** SPEC §2 /{hash}: a curated list of floor plans (issue 12). */
export const CuratedListQuery = graphql(`
  query curatedList($hash: String!, $zipcode: String, $lotNumber: String) {
    curatedList(hash: $hash) {
      hash
      title
      description
      models(zipcode: $zipcode) {
        modelNumber
        name
        beds
        baths
        squareFeet
        multiSection
        isModular
        lowPrice
        monthlyEstimateFrom
        monthlyEstimatePrice
        isInStockInArea
        distance
        nearestDealer {
          name
          city
          state
        }
        toOrderAt(lotNumber: $lotNumber) {
          priceLabel
          priceSort
        }
        thumbnail {
          src
          alt
          srcSet
          width
          height
        }
      }
    }
  }
`);

/** A model's page: built homes of that model near its place, the "In stock nearby" badge's homes. */
export const BuiltHomesOfModelQuery = graphql(
  `
    query builtHomesOfModel(
      $postalCode: String!
      $modelNumber: String!
      $first: Int
      $radiusMiles: Float
    ) {
      nearbyHomes(
        postalCode: $postalCode
        modelNumber: $modelNumber
        collection: ON_DISPLAY
        first: $first
        radiusMiles: $radiusMiles
      ) {
        homes {
          ...HomeCardFields
        }
      }
    }
  `,
  [HomeCardFields],
);
