/**
 * What the two engines' drivers throw when a write hits a unique key or a foreign key, read once
 * here: mysql2 sets `code` to `ER_DUP_ENTRY` (errno 1062) / `ER_NO_REFERENCED_ROW_2` (1452),
 * better-sqlite3 to `SQLITE_CONSTRAINT_UNIQUE` / `_PRIMARYKEY` / `_FOREIGNKEY`.
 */
interface DriverError {
  code?: unknown;
  errno?: unknown;
}

const codeOf = (error: unknown): string => String((error as DriverError | null)?.code ?? '');

/** Another request wrote the same unique key first (or in the same instant). */
export function isDuplicateKeyError(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A row the write refers to was deleted meanwhile. */
export function isMissingReferenceError(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_NO_REFERENCED_ROW' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** MySQL chose this transaction as a deadlock victim or gave up waiting for a lock. */
export function isLockConflictError(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

/**
 * Runs an insert that may race with an identical one; false when the other won (the unique key
 * kept one row). In a MySQL transaction a duplicate-key error undoes only that statement.
 */
export async function insertUnlessDuplicate(insert: PromiseLike<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
