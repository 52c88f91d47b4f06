// The documents production accepts (DESIGN §3 trusted documents): the
// generated, committed app/graphql/operations.json, by text.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const OPERATIONS_FILE = path.resolve(
  import.meta.dirname,
  '../../app/graphql/operations.json',
);

/** Operation name → document text. */
export async function readOperations(): Promise<Record<string, string>> {
  return JSON.parse(await readFile(OPERATIONS_FILE, 'utf8')) as Record<string, string>;
}

export async function readTrustedDocuments(): Promise<Set<string>> {
  return new Set(Object.values(await readOperations()));
}
