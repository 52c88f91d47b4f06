// The configurator's and designs' operations (issue 13; SPEC §7).
import { graphql } from '../graphql.ts';

export const DesignerModelQuery = graphql(`
  query designerModel($modelNumber: String!, $zipcode: String) {
    getModelService(modelNumber: $modelNumber, zipcode: $zipcode) {
      salesModelId
      modelNumber
      name
      sections
      isModular
      dimensions {
        beds
        baths
        squareFeet
      }
      price {
        label
      }
      nearestDealer {
        lotNumber
        name
        latitude
        longitude
      }
      distance
    }
  }
`);

export const ConfiguratorFields = graphql(`
  fragment ConfiguratorFields on Configurator {
    salesModelId
    configuratorId
    version
    configuratorGuid
    basePrice
    navs {
      navId
      name
      ordinal
      whitelistedSelections
      icon
      navType
      scenes {
        sceneId
        sceneName
      }
      optionGroups {
        optionGroupId
        ordinal
        isHeaderVisible
        title
        subText
        configuratorOptions {
          configuratorOptionId
          optionType
          ordinal
          title
          subText
          helpText
          shortName
          selections {
            selectionId
            ordinal
            title
            subText
            helpText
            icon
            price
            shortName
          }
        }
      }
    }
  }
`);

export const GetConfiguratorQuery = graphql(
  `
    query getConfigurator(
      $salesModelId: String!
      $zipcode: String
      $filters: [String!]
      $version: Int
    ) {
      getConfigurator(
        salesModelId: $salesModelId
        zipcode: $zipcode
        filters: $filters
        version: $version
      ) {
        ...ConfiguratorFields
      }
    }
  `,
  [ConfiguratorFields],
);

export const VisualizerImagesQuery = graphql(`
  query visualizerImages(
    $salesModelId: String!
    $configuratorGuid: String!
    $navSelections: [Int!]!
    $version: Int!
  ) {
    visualizerImages(
      salesModelId: $salesModelId
      configuratorGuid: $configuratorGuid
      navSelections: $navSelections
      version: $version
    ) {
      name
      url
      hash
      alt
    }
  }
`);

export const DesignFields = graphql(`
  fragment DesignFields on Design {
    designId
    status
    configurationState
    isLocked
    createdDate
    updatedDate
    configuratorGuid
    version
    zipCode
    modelNumber
    modelName
    totalPrice
    pricedAtHomeCenter
    shareToken
    submittedAt
    submittedLotNumber
    submittedHomeCenter
    content {
      salesModelId
      basePrice
      customizations {
        configuratorOptionId
        selectionId
        price
      }
    }
  }
`);

export const GenerateDesignMutation = graphql(`
  mutation generateDesign($dxClientId: String!, $modelFinderSessionId: String) {
    generateDesign(dxClientId: $dxClientId, modelFinderSessionId: $modelFinderSessionId) {
      id
    }
  }
`);

export const PatchDesignMutation = graphql(
  `
    mutation patchDesign($design: DesignPatchInput!) {
      patchDesign(design: $design) {
        ...DesignFields
      }
    }
  `,
  [DesignFields],
);

export const GetDesignQuery = graphql(
  `
    query getDesign($designId: ID!) {
      getDesign(designId: $designId) {
        ...DesignFields
      }
    }
  `,
  [DesignFields],
);

/** SPEC §7's other name of getDesign, trusted for the API's clients. */
export const GetDesignServiceQuery = graphql(
  `
    query getDesignService($designId: ID!) {
      getDesignService(designId: $designId) {
        ...DesignFields
      }
    }
  `,
  [DesignFields],
);

export const MyDesignsQuery = graphql(
  `
    query myDesigns {
      myDesigns {
        ...DesignFields
      }
    }
  `,
  [DesignFields],
);

export const DeleteDesignMutation = graphql(`
  mutation deleteDesign($designId: ID!) {
    deleteDesign(designId: $designId)
  }
`);

export const SharedDesignQuery = graphql(`
  query sharedDesign($shareToken: String!) {
    sharedDesign(shareToken: $shareToken) {
      status
      isLocked
      updatedDate
      submittedAt
      configuratorGuid
      version
      modelNumber
      modelName
      totalPrice
      pricedAtHomeCenter
      content {
        salesModelId
        basePrice
        customizations {
          configuratorOptionId
          selectionId
          price
        }
      }
    }
  }
`);

export const SubmitDesignMutation = graphql(
  `
    mutation submitDesign($designId: ID!, $lotNumber: String!, $message: String) {
      submitDesign(designId: $designId, lotNumber: $lotNumber, message: $message) {
        messageBody
        design {
          ...DesignFields
        }
      }
    }
  `,
  [DesignFields],
);

/** What a picture-health answer holds, by either of its SPEC §7 names. */
const ImageHealthFields = graphql(`
  fragment ImageHealthFields on ImageHealthResult {
    totalCount
    hasNextPage
    endCursor
    modelHealth {
      modelNumber
      salesModelId
      isHealthy
      healthCheckDate
      cacheVersion
      expectedImageCount
      actualImageCount
    }
  }
`);

/** The staff page of picture health (issue 13). */
export const ImageHealthQuery = graphql(
  `
    query imageHealth($salesModelId: String, $cacheVersion: String, $first: Int, $after: String) {
      imageHealth(
        salesModelId: $salesModelId
        cacheVersion: $cacheVersion
        first: $first
        after: $after
      ) {
        ...ImageHealthFields
      }
    }
  `,
  [ImageHealthFields],
);

/** SPEC §7's other name of imageHealth, trusted for the API's clients. */
export const GetImageHealthQuery = graphql(
  `
    query getImageHealth(
      $salesModelId: String
      $cacheVersion: String
      $first: Int
      $after: String
    ) {
      getImageHealth(
        salesModelId: $salesModelId
        cacheVersion: $cacheVersion
        first: $first
        after: $after
      ) {
        ...ImageHealthFields
      }
    }
  `,
  [ImageHealthFields],
);
