import { describe, expect, it } from 'vitest';
import { GRAPHQL_MAX_BODY_BYTES } from '../http/request-guard.ts';
import { readOperations } from './trusted-documents.ts';

describe('trusted documents and the /graphql body limit', () => {
  it('leave each operation at least three quarters of the limit for its variables', async () => {
    const operations = Object.entries(await readOperations());
    expect(operations.length).toBeGreaterThan(0);
    for (const [name, document] of operations) {
      const body = JSON.stringify({ operationName: name, query: document, variables: {} });
      expect(Buffer.byteLength(body), name).toBeLessThan(GRAPHQL_MAX_BODY_BYTES / 4);
    }
  });
});
