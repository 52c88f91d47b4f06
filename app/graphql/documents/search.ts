import { graphql } from '../graphql.ts';

/** SPEC §5 location: postal code (exactly 5 characters), else the caller's IP, else search text. */
export const LocationQuery = graphql(`
  query location($postalCode: String, $search: String) {
    location(postalCode: $postalCode, search: $search) {
      postalCode
      city
      state
      cityStateFormatted
      latitude
      longitude
    }
  }
`);

/** A typed city is what the visitor asked for: it is looked up by itself, not after their IP. */
export const PlaceSearchQuery = graphql(`
  query placeSearch($search: String!) {
    locationSearch(search: $search, first: 1) {
      postalCode
      city
      state
      cityStateFormatted
      latitude
      longitude
    }
  }
`);

/** SPEC §7 models search; runs only with latitude and longitude (SPEC §5). */
export const ModelsSearchQuery = graphql(`
  query modelsSearch(
    $latitude: Float
    $longitude: Float
    $distance: Float
    $beds: Int
    $baths: Float
    $minPrice: Int
    $maxPrice: Int
    $minSquareFeet: Int
    $maxSquareFeet: Int
    $isMultiSection: Boolean
    $hasVirtualTour: Boolean
    $hasIfp: Boolean
    $features: String
    $maxMonthlyPayment: Int
    $lotNumber: String
    $pricedNearby: Boolean
    $sortMethodId: Int
    $pageNumber: Int
    $itemsPerPage: Int
    $numberOfItemsPerPage: Int
    $startingIndex: Int
  ) {
    modelsSearch(
      latitude: $latitude
      longitude: $longitude
      distance: $distance
      beds: $beds
      baths: $baths
      minPrice: $minPrice
      maxPrice: $maxPrice
      minSquareFeet: $minSquareFeet
      maxSquareFeet: $maxSquareFeet
      isMultiSection: $isMultiSection
      hasVirtualTour: $hasVirtualTour
      hasIfp: $hasIfp
      features: $features
      maxMonthlyPayment: $maxMonthlyPayment
      lotNumber: $lotNumber
      pricedNearby: $pricedNearby
      sortMethodId: $sortMethodId
      pageNumber: $pageNumber
      itemsPerPage: $itemsPerPage
      numberOfItemsPerPage: $numberOfItemsPerPage
      startingIndex: $startingIndex
    ) {
      totalCount
      pageNumber
      itemsPerPage
      models {
        modelId
        modelNumber
        name
        beds
        baths
        squareFeet
        lowPrice
        monthlyEstimateFrom
        monthlyEstimatePrice
        isMultiSection
        isModular
        isInStockInArea
        distance
        listingCount
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
        dealers {
          name
          city
          state
        }
      }
    }
  }
`);

/** SPEC §7 getFeatures: the features a visitor can filter by (SPEC's fields; the search shows no url). */
export const FeaturesQuery = graphql(`
  query getFeatures($condition: FeatureCondition) {
    getFeatures(condition: $condition) {
      featureId
      name
      url
      type
    }
  }
`);

export const LandCardFields = graphql(`
  fragment LandCardFields on LandListing {
    landId
    stockNumber
    acres
    priceSort
    priceLabel
    previousPrice
    hasUtilities
    city
    state
    distanceMiles
    sticker {
      id
      label
    }
    dealer {
      name
    }
    homeOnIt {
      inventoryId
      beds
      priceLabel
      sticker {
        id
        key
        label
      }
    }
  }
`);

/** Land for sale near a place (/land). */
export const LandSearchQuery = graphql(
  `
    query landSearch(
      $latitude: Float!
      $longitude: Float!
      $distance: Float
      $minPrice: Int
      $maxPrice: Int
      $minAcres: Float
      $sort: String
      $itemsPerPage: Int
      $startingIndex: Int
    ) {
      landSearch(
        latitude: $latitude
        longitude: $longitude
        distance: $distance
        minPrice: $minPrice
        maxPrice: $maxPrice
        minAcres: $minAcres
        sort: $sort
        itemsPerPage: $itemsPerPage
        startingIndex: $startingIndex
      ) {
        totalCount
        land {
          ...LandCardFields
        }
      }
    }
  `,
  [LandCardFields],
);
