// The browser sends each operation as the SHA-256 of its trusted text
// (decision 0006), from the generated operation-hashes.ts; production runs
// only the texts of operations.json. The two must agree for every document,
// or a screen's calls would be refused in production: this shows it as a
// failed test instead (`npm run gen` writes both).
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPERATION_HASHES } from './operation-hashes.ts';
import operations from './operations.json' with { type: 'json' };

const documentsDir = path.join(import.meta.dirname, 'documents');

/** The operation names of app/graphql/documents/ (fragments are parts of operations, not sent alone). */
async function documentOperationNames(): Promise<string[]> {
  const names: string[] = [];
  for (const file of (await readdir(documentsDir)).filter((f) => f.endsWith('.ts')).sort()) {
    const module = (await import(path.join(documentsDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const document = value as DocumentNode | null;
      if (document?.kind !== Kind.DOCUMENT) continue;
      for (const definition of document.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION) names.push(definition.name!.value);
      }
    }
  }
  return names;
}

describe('OPERATION_HASHES', () => {
  it('are the SHA-256 of operations.json’s texts, byte for byte', () => {
    const texts = operations as Record<string, string>;
    expect(Object.keys(OPERATION_HASHES).sort()).toEqual(Object.keys(texts).sort());
    for (const [name, text] of Object.entries(texts)) {
      const hash = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');
      expect(OPERATION_HASHES[name], name).toBe(hash);
    }
  });

  it('name every operation of app/graphql/documents/', async () => {
    const names = await documentOperationNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(OPERATION_HASHES[name], name).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('operations.json', () => {
  it('trusts every name SPEC §7 gives an operation, both names where it gives two', () => {
    // SPEC §7's operations by a name of their own (the others, "models search",
    // "corporate collections", are operations by our names: docs/api.md).
    const named = [
      'getUser',
      'getApplication',
      'getClientByName',
      'getModelService',
      'getModelsService',
      'getConfigurator',
      'getDesign',
      'getDesignService',
      'getPlannerProgressService',
      'getRetailCollections',
      'getFeatures',
      'imageHealth',
      'getImageHealth',
      'location',
      'leadsubmitted',
      'getDealer',
      'initializePlanner',
      'initializePlannerService',
      'patchUser',
      'generateDesign',
      'patchDesign',
      'createRetailCollection',
      'updateRetailCollection',
      'patchRetailCollection',
      'deleteRetailCollection',
      'createCorpCollection',
      'patchCorpCollection',
      'deleteCorpCollection',
      'createCollectionModel',
      'deleteCollectionModel',
      'createInventoryItem',
      'deleteInventoryItem',
      'markContentComplete',
      'markContentIncomplete',
      'postUserSignupForm',
      'postPortalLeadForm',
      'postContactUsForm',
      'updatePassword',
      'updatePasswordService',
      'updateEmail',
    ];
    const trusted = new Set(Object.keys(operations));
    expect(named.filter((name) => !trusted.has(name))).toEqual([]);
  });
});
