/** SPEC §4: after any change of a collection or item the lists are reloaded; these are their operation names. */
export const COLLECTION_QUERIES = ['getRetailCollections', 'corpCollections'] as const;
