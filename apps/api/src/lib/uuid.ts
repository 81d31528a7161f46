const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the outside can be a row id: anything else is not found without asking the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
