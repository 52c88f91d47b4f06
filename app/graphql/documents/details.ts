import { graphql } from '../graphql.ts';

/**
 * A model's details as its pages show them. SPEC §7's include flags of
 * getModelService choose its groups; every operation that spreads it declares
 * the five flags it reads (the pages ask for all five: model-facts.tsx
 * withModelGroups).
 */
export const ModelDetailsFields = graphql(`
  fragment ModelDetailsFields on Model {
    modelNumber
    name
    slug
    description
    sections
    isModular
    brand {
      name
    }
    dimensions @include(if: $includeDimensions) {
      beds
      baths
      squareFeet
      length
      width
    }
    price @include(if: $includePrice) {
      label
      low
    }
    exterior {
      src
      alt
      srcSet
      width
      height
    }
    floorplan @include(if: $includeFloorplan) {
      src
      alt
      srcSet
      width
      height
    }
    features @include(if: $includeFeatures) {
      featureId
      name
      type
      description
    }
    testimonials @include(if: $includeTestimonials) {
      name
      content
      rating
    }
  }
`);

/**
 * SPEC §7's dollhouse, Matterport and gallery, each behind its include flag:
 * for the API's clients (no page of ours shows them), in both getModelService
 * and getModelsService, which declare the flags.
 */
export const ModelMediaFields = graphql(`
  fragment ModelMediaFields on Model {
    dollhouse @include(if: $includeDollhouse) {
      url
      src
      description
      alt
    }
    matterport @include(if: $includeMatterport)
    gallery @include(if: $includeGallery) {
      url
      src
      description
      alt
    }
  }
`);

export const DealerContactFields = graphql(`
  fragment DealerContactFields on Dealer {
    name
    lotNumber
    slug
    address1
    city
    state
    postalCode
    phone
    phoneFormatted
    latitude
    longitude
    hours {
      days
      open
    }
  }
`);

/** A home for sale, by serial number (/homes/{serialNumber} and its brochure). */
export const HomeDetailsQuery = graphql(
  `
    query getHome(
      $serialNumber: String!
      $includeDimensions: Boolean = true
      $includePrice: Boolean = true
      $includeFloorplan: Boolean = true
      $includeFeatures: Boolean = true
      $includeTestimonials: Boolean = true
    ) {
      getHome(serialNumber: $serialNumber) {
        inventoryId
        serialNumber
        stockNumber
        priceLabel
        priceSort
        previousPrice
        isNew
        isOnLand
        onSale
        stickerTypeId
        sticker {
          id
          key
          label
        }
        beds
        baths
        squareFeet
        creationDate
        land {
          stockNumber
          acres
          city
          state
          hasUtilities
        }
        model {
          ...ModelDetailsFields
        }
        dealer {
          ...DealerContactFields
        }
      }
    }
  `,
  [ModelDetailsFields, DealerContactFields],
);

/**
 * SPEC §7 getModelService: a catalogue model (/homes/model/{modelNumber} and its
 * brochure ask by modelNumber; an API client by SPEC's slug or salesModelId).
 */
export const ModelDetailsQuery = graphql(
  `
    query getModelService(
      $slug: String
      $salesModelId: String
      $modelNumber: String
      $zipcode: String
      $includeDimensions: Boolean = true
      $includePrice: Boolean = true
      $includeFloorplan: Boolean = true
      $includeFeatures: Boolean = true
      $includeTestimonials: Boolean = true
      $includeThumbnail: Boolean = false
      $includeDollhouse: Boolean = false
      $includeMatterport: Boolean = false
      $includeGallery: Boolean = false
    ) {
      getModelService(
        slug: $slug
        salesModelId: $salesModelId
        modelNumber: $modelNumber
        zipcode: $zipcode
      ) {
        ...ModelDetailsFields
        thumbnail @include(if: $includeThumbnail) {
          url
          src
          description
          alt
        }
        ...ModelMediaFields
        salesModelId
        isInStockInArea
        distance
        nearestDealer {
          ...DealerContactFields
        }
      }
    }
  `,
  [ModelDetailsFields, DealerContactFields, ModelMediaFields],
);

/** A parcel of land for sale (/land/{stockNumber}). */
export const LandDetailsQuery = graphql(
  `
    query getLand($stockNumber: String!) {
      getLand(stockNumber: $stockNumber) {
        landId
        stockNumber
        acres
        price
        priceSort
        priceLabel
        previousPrice
        hasUtilities
        address1
        city
        state
        postalCode
        description
        sticker {
          id
          label
        }
        dealer {
          ...DealerContactFields
        }
        homeOnIt {
          serialNumber
          modelNumber
          priceSort
          priceLabel
          sticker {
            id
            key
            label
          }
          beds
          baths
          squareFeet
          model {
            name
          }
        }
      }
    }
  `,
  [DealerContactFields],
);

/**
 * SPEC §7 getModelsService: floor plans like a model's (the model page's
 * "Similar floor plans"). The include flags are the contract's, all nine; the
 * cards need the thumbnail only (the one on by default). SPEC's locationFilters, the next page (after) and the
 * edges are there for the API's clients.
 */
export const SimilarModelsQuery = graphql(
  `
    query getModelsService(
      $zipcode: String
      $filters: ModelFilters
      $locationFilters: LocationFilters
      $sortBy: String
      $first: Int
      $after: String
      $includeThumbnail: Boolean = true
      $includeDimensions: Boolean = false
      $includePrice: Boolean = false
      $includeFloorplan: Boolean = false
      $includeDollhouse: Boolean = false
      $includeMatterport: Boolean = false
      $includeGallery: Boolean = false
      $includeTestimonials: Boolean = false
      $includeFeatures: Boolean = false
      $lotNumber: String
    ) {
      getModelsService(
        zipcode: $zipcode
        filters: $filters
        locationFilters: $locationFilters
        sortBy: $sortBy
        first: $first
        after: $after
      ) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
        }
        nodes {
          id
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
          thumbnail @include(if: $includeThumbnail) {
            src
            alt
            srcSet
            width
            height
          }
          dimensions @include(if: $includeDimensions) {
            beds
            baths
            squareFeet
            length
            width
          }
          price @include(if: $includePrice) {
            low
            high
            startingInThePrice
            label
          }
          floorplan @include(if: $includeFloorplan) {
            url
            src
            description
            alt
          }
          ...ModelMediaFields
          testimonials @include(if: $includeTestimonials) {
            name
            content
          }
          features @include(if: $includeFeatures) {
            featureId
            name
            ordinal
            type
            description
          }
        }
      }
    }
  `,
  [ModelMediaFields],
);

/** “Ask about this home” (issue 11): from a home, model or land page, signed in or not. */
export const PostHomeInquiryMutation = graphql(`
  mutation postHomeInquiry($content: HomeInquiryInput!) {
    postHomeInquiry(content: $content) {
      messageBody
      lotNumber
    }
  }
`);

/** Issue 14: the figures behind a home center's estimates (the company's without lotNumber). */
export const PricingDefaultsQuery = graphql(`
  query pricingDefaults($lotNumber: String) {
    pricingDefaults(lotNumber: $lotNumber) {
      asOf
      own
      defaults
    }
  }
`);

export const HomeCenterFloorPlanQuery = graphql(`
  query homeCenterFloorPlan($lotNumber: String!, $modelNumber: String!) {
    homesByLotNumber(lotNumber: $lotNumber, modelNumber: $modelNumber, first: 24) {
      serialNumber
      priceLabel
      priceSort
      sticker {
        label
      }
    }
  }
`);
