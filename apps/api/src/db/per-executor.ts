import type { Executor } from './client.ts';

/**
 * One value per database handle, built on first use and kept while the handle lives: prepared
 * statements and small caches belong to one database (tests open many, each its own).
 */
export function perExecutor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = build(db);
      values.set(db, value);
    }
    return value;
  };
}
