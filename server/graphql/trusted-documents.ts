// The documents production accepts (DESIGN §3 trusted documents): the
// generated, committed app/graphql/operations.json, by text, and by the
// SHA-256 of that text (the browser sends the hash, not the text: decision 0006).
import { createHash } from 'node:crypto';
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

/** Lower-case hex SHA-256 of a document's UTF-8 text, as `extensions.persistedQuery.sha256Hash` carries it. */
export function documentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** sha256Hash → document text, for every trusted document. */
export function persistedDocumentsOf(texts: Iterable<string>): Map<string, string> {
  return new Map([...texts].map((text) => [documentHash(text), text]));
}

export async function readPersistedDocuments(): Promise<Map<string, string>> {
  return persistedDocumentsOf(Object.values(await readOperations()));
}
