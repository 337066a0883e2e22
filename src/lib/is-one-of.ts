// The one guard for "this stored or received value is one of these strings" (a language, a status, a view…).
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
