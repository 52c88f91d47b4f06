// Writes the generated, committed GraphQL files from the code:
//   schema.graphql                  the printed Pothos schema
//   app/graphql/graphql-env.d.ts    gql.tada's typing of that schema
//   app/graphql/operations.json     every named operation the app sends (trusted documents)
// With --check it writes nothing and fails when a committed file is stale.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { introspectionFromSchema, Kind, print, type DocumentNode } from 'graphql';
import { printedSchema, schema } from '../server/graphql/schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const documentsDir = path.join(root, 'app/graphql/documents');

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT
  );
}

export async function collectOperations(): Promise<Record<string, string>> {
  const operations: Record<string, string> = {};
  const files = (await readdir(documentsDir)).filter((f) => f.endsWith('.ts')).sort();
  for (const file of files) {
    const module = (await import(path.join(documentsDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!isDocument(value)) continue;
      for (const definition of value.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const name = definition.name?.value;
        if (!name) throw new Error(`${file}: every operation needs a name`);
        const text = print(value);
        if (operations[name] !== undefined && operations[name] !== text) {
          throw new Error(`${file}: operation name ${name} is used twice`);
        }
        operations[name] = text;
      }
    }
  }
  return Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)));
}

async function main() {
  const check = process.argv.includes('--check');
  const outputs: [string, string][] = [
    ['schema.graphql', printedSchema()],
    [
      'app/graphql/graphql-env.d.ts',
      outputIntrospectionFile(minifyIntrospection(introspectionFromSchema(schema)), {
        fileType: '.d.ts',
        shouldPreprocess: true,
      }),
    ],
    ['app/graphql/operations.json', `${JSON.stringify(await collectOperations(), null, 2)}\n`],
  ];
  const stale: string[] = [];
  for (const [relative, content] of outputs) {
    const file = path.join(root, relative);
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current === content) continue;
    if (check) stale.push(relative);
    else await writeFile(file, content);
  }
  if (stale.length > 0) {
    console.error(`Generated files are stale: ${stale.join(', ')}. Run npm run gen and commit.`);
    process.exit(1);
  }
}

if (import.meta.main) await main();
