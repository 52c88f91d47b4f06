// The browser sends print(document) from gql.tada's printer; a production
// server runs only the texts of operations.json (printed by graphql-js when
// generated). They must be the same text, byte for byte, for every document.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import operations from './operations.json' with { type: 'json' };
import { operationText } from './request.ts';

const documentsDir = path.join(import.meta.dirname, 'documents');

async function allDocuments(): Promise<DocumentNode[]> {
  const found: DocumentNode[] = [];
  for (const file of (await readdir(documentsDir)).filter((f) => f.endsWith('.ts')).sort()) {
    const module = (await import(path.join(documentsDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const document = value as DocumentNode | null;
      // Fragments are parts of operations, not sent on their own.
      if (
        document?.kind === Kind.DOCUMENT &&
        document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)
      ) {
        found.push(document);
      }
    }
  }
  return found;
}

describe('operationText', () => {
  it('prints every document exactly as operations.json trusts it', async () => {
    const documents = await allDocuments();
    expect(documents.length).toBe(Object.keys(operations).length);
    for (const document of documents) {
      const { operationName, query } = operationText(document as never);
      expect(query, operationName).toBe((operations as Record<string, string>)[operationName]);
    }
  });

  it('refuses an operation without a name', () => {
    const anonymous = { kind: Kind.DOCUMENT, definitions: [] } as unknown as DocumentNode;
    expect(() => operationText(anonymous as never)).toThrow(
      'every operation the site sends has a name',
    );
  });
});
