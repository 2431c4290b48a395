import type { Knex } from 'knex';

/** Rows one table step of a statement read (MariaDB ANALYZE: r_loops × r_rows). */
export interface TableRead {
  table: string;
  rows: number;
}

function collect(node: unknown, into: TableRead[]): TableRead[] {
  if (Array.isArray(node)) for (const child of node) collect(child, into);
  else if (node && typeof node === 'object') {
    const step = node as Record<string, unknown>;
    if (typeof step.table_name === 'string' && typeof step.r_rows === 'number') {
      into.push({ table: step.table_name, rows: Number(step.r_loops ?? 1) * step.r_rows });
    }
    for (const child of Object.values(step)) collect(child, into);
  }
  return into;
}

/**
 * Runs a SELECT under MariaDB's ANALYZE FORMAT=JSON and answers the rows each table step read:
 * what a statement costs, independent of how busy the machine is (the query-plan test and the
 * list-scale bench). MariaDB only.
 */
export async function rowsRead(db: Knex, sql: string, bindings: readonly unknown[]): Promise<TableRead[]> {
  const [[analyzed]] = (await db.raw(`ANALYZE FORMAT=JSON ${sql}`, bindings as never[])) as [Array<{ ANALYZE: string }>];
  return collect(JSON.parse(analyzed.ANALYZE), []);
}
