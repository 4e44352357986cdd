// Member, post, chat … ids are UUIDs. PostgreSQL's uuid type compares them in any case, but the
// code compares strings (one's own id, room names, map keys), so an id is lower-cased, its
// stored form, as soon as it is read.
/** A UUID's characters (any version), for composing larger patterns (storage keys). */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/** Whether `value` is a UUID, in any case. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** A UUID in its stored (lower-case) form; any other value unchanged (it will not be found). */
export const normaliseId = <T>(value: T): T => (isUuid(value) ? value.toLowerCase() : value) as T;
