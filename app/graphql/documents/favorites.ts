// Favourites (SPEC §3 collections, §4 favourites collection, §7; issue 11):
// the hearts on every page and /portal/favorites send these, with the
// Bearer token. One query per list, with what the favourites page shows, so
// the hearts and the page read the same cache entry.
import { graphql } from '../graphql.ts';

/** A saved model: what its card and the compare table show. */
export const FavoriteModelFields = graphql(`
  fragment FavoriteModelFields on Model {
    id
    modelNumber
    name
    slug
    beds
    baths
    squareFeet
    width
    length
    sections
    isModular
    price {
      low
      label
    }
    monthlyEstimateFrom
    exterior {
      src
      srcSet
      alt
      width
      height
    }
    floorplanToScale {
      src
      width
      height
      alt
    }
    features {
      featureId
      name
      type
    }
  }
`);

export const RetailCollectionsFields = graphql(
  `
    fragment RetailCollectionsFields on RetailCollection {
      id
      collectionId
      label
      lotNumber
      homeCenter {
        name
        city
        state
        latitude
        longitude
      }
      userId
      inventoryItems {
        id
        collectionId
        modelNumber
        serialNumber
        home {
          serialNumber
          stockNumber
          priceLabel
          monthlyEstimateFrom
          priceSort
          previousPrice
          onSale
          beds
          baths
          squareFeet
          isOnLand
          isNew
          sticker {
            id
            key
            label
          }
          dealer {
            name
            city
            state
            lotNumber
            phone
            latitude
            longitude
          }
          land {
            latitude
            longitude
          }
        }
        model {
          ...FavoriteModelFields
        }
        toOrder {
          priceLabel
          monthlyEstimateFrom
        }
      }
    }
  `,
  [FavoriteModelFields],
);

/** SPEC §7 getRetailCollections: every home center's, or one's (lotNumber). */
export const GetRetailCollectionsQuery = graphql(
  `
    query getRetailCollections($userId: ID!, $lotNumber: String) {
      getRetailCollections(userId: $userId, lotNumber: $lotNumber) {
        nodes {
          ...RetailCollectionsFields
        }
      }
    }
  `,
  [RetailCollectionsFields],
);

export const CorpCollectionsFields = graphql(
  `
    fragment CorpCollectionsFields on CorpCollection {
      id
      label
      userId
      latitude
      longitude
      collectionModels {
        id
        corpCollectionModelId
        modelNumber
      }
      models {
        ...FavoriteModelFields
        corpCollectionModelId
        isInStockInArea
        distance
        nearestDealer {
          name
          city
          state
          lotNumber
          phone
        }
      }
    }
  `,
  [FavoriteModelFields],
);

/** SPEC §7 corporate collections: located for the visitor's place (SPEC §5: all three needed). */
export const CorpCollectionsQuery = graphql(
  `
    query corpCollections($userId: ID!, $latitude: Float!, $longitude: Float!) {
      corpCollections(userId: $userId, latitude: $latitude, longitude: $longitude) {
        ...CorpCollectionsFields
      }
    }
  `,
  [CorpCollectionsFields],
);

export const CreateRetailCollectionMutation = graphql(`
  mutation createRetailCollection($userId: ID!, $label: String!, $lotNumber: String!) {
    createRetailCollection(userId: $userId, label: $label, lotNumber: $lotNumber) {
      id
      collectionId
      label
      lotNumber
    }
  }
`);

export const PatchRetailCollectionMutation = graphql(`
  mutation patchRetailCollection($collectionId: Int!, $collection: RetailCollectionPatch!) {
    patchRetailCollection(collectionId: $collectionId, collection: $collection) {
      collectionId
      label
    }
  }
`);

/** SPEC §7's other name of patchRetailCollection (its input named patch), trusted for the API's clients. */
export const UpdateRetailCollectionMutation = graphql(`
  mutation updateRetailCollection($collectionId: Int!, $patch: RetailCollectionPatch!) {
    updateRetailCollection(collectionId: $collectionId, patch: $patch) {
      collectionId
      label
    }
  }
`);

export const DeleteRetailCollectionMutation = graphql(`
  mutation deleteRetailCollection($collectionId: Int!) {
    deleteRetailCollection(collectionId: $collectionId)
  }
`);

export const CreateInventoryItemMutation = graphql(`
  mutation createInventoryItem($inventoryItem: InventoryItemInput!) {
    createInventoryItem(inventoryItem: $inventoryItem) {
      modelNumber
      retailCollectionId
      retailCollectionInventoryItemId
      serialNumber
    }
  }
`);

/** SPEC §7: answers the updated collection; the field is read, null when absent. */
export const DeleteInventoryItemMutation = graphql(`
  mutation deleteInventoryItem($inventoryItemId: Int!) {
    deleteInventoryItem(inventoryItemId: $inventoryItemId) {
      collectionId
      label
      inventoryItems {
        id
      }
    }
  }
`);

export const CreateCorpCollectionMutation = graphql(`
  mutation createCorpCollection(
    $collection: CorpCollectionInput!
    $latitude: Float!
    $longitude: Float!
  ) {
    createCorpCollection(collection: $collection, latitude: $latitude, longitude: $longitude) {
      id
      label
    }
  }
`);

/** SPEC §7: answers id, label and the models (summary, pictures) with their corpCollectionModelId. */
/** SPEC §3's Model image and Model virtual tour records of a model, every field. */
export const ModelRecordsFields = graphql(`
  fragment ModelRecordsFields on Model {
    images {
      mfgModelImageId
      modelsImagesId
      modelId
      isInspired
      createdBy
      creationDate
      lastModifiedBy
      lastModificationDate
      isMhAdvantageHome
      imageId
      reference
      caption
      sortOrder
      originalUploadedFilename
      imageType
      imageTypeAcronym
      roomId
      roomDescription
    }
    virtualTours {
      mfgModelVirtualTourId
      modelId
      virtualTourId
      virtualTourReference
      thumbnailReference
    }
  }
`);

/** SPEC §7: answers id, label and the models (a summary plus images and virtual tours). */
export const PatchCorpCollectionMutation = graphql(
  `
    mutation patchCorpCollection($collectionId: Int!, $patch: CorpCollectionPatch!) {
      patchCorpCollection(collectionId: $collectionId, patch: $patch) {
        id
        label
        models {
          ...FavoriteModelFields
          ...ModelRecordsFields
          corpCollectionModelId
        }
      }
    }
  `,
  [FavoriteModelFields, ModelRecordsFields],
);

export const DeleteCorpCollectionMutation = graphql(`
  mutation deleteCorpCollection($collectionId: Int!) {
    deleteCorpCollection(collectionId: $collectionId)
  }
`);

export const CreateCollectionModelMutation = graphql(`
  mutation createCollectionModel($collectionModel: CollectionModelInput!) {
    createCollectionModel(collectionModel: $collectionModel) {
      corpCollectionId
      corpCollectionModelId
      modelNumber
    }
  }
`);

export const DeleteCollectionModelMutation = graphql(`
  mutation deleteCollectionModel($collectionModelId: Int!) {
    deleteCollectionModel(collectionModelId: $collectionModelId) {
      corpCollectionId
      corpCollectionModelId
      modelNumber
    }
  }
`);
