// A table's row read as one JSON value (row_to_json), mapped back to exactly
// what Drizzle's own select of the table gives. PGlite decodes each column of
// each row on its own, about a microsecond or two a field: a page of models
// (50 columns each) arrives about three times faster as one JSON value a row.
import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/** Maps a row_to_json value (parsed or as text) to the table's select model. */
export function jsonRowReader<T extends Table>(table: T): (value: unknown) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, column.name, column] as const,
  );
  return (value) => {
    const json = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const field = json[name];
      // Drizzle hands nulls over without mapping them; so does this.
      row[key] = field === null || field === undefined ? null : column.mapFromDriverValue(field);
    }
    return row as InferSelectModel<T>;
  };
}

/** A select field holding the whole row of `table` (as joined in the query). */
export function rowAsJson<T extends Table>(table: T): SQL<InferSelectModel<T>> {
  return sql`row_to_json(${table})`.mapWith(jsonRowReader(table));
}
