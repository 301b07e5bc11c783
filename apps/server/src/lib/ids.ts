const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path id that is not even a UUID names nothing: it gets the same 404 as a missing or a
 * foreign row (and never reaches Postgres, which would fail the uuid cast).
 */
export const isId = (value: string) => uuidPattern.test(value);
