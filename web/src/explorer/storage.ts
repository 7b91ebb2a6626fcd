// Where GraphiQL keeps its tabs and history. GraphiQL's history records each operation with its variables and the
// headers it was sent with, a Bearer token included, even with shouldPersistHeaders off. Members use shared
// computers at the hall: so this is the tab's sessionStorage (gone when the tab closes, never seen by the next
// person to open the explorer), and headers are dropped from every record before it is written.

const NAMESPACE = 'graphiql:';

/** The stored text without any `headers` (history and favourites are `{ "<key>": [{ query, variables, headers }] }`). */
export function withoutHeaders(value: string): string {
  if (!value.includes('"headers"')) return value;
  try {
    return JSON.stringify(JSON.parse(value), (key, inner) => (key === 'headers' ? undefined : inner));
  } catch {
    return value;
  }
}

/** A Storage for GraphiQL's `storage` prop over `backing` (the tab's sessionStorage in the page). */
export function explorerStorage(backing: Storage): Storage {
  const ownKeys = () =>
    Array.from({ length: backing.length }, (_, i) => backing.key(i)).filter((k): k is string => !!k?.startsWith(NAMESPACE));
  return {
    getItem: (key) => backing.getItem(key),
    setItem: (key, value) => backing.setItem(key, withoutHeaders(value)),
    removeItem: (key) => backing.removeItem(key),
    key: (index) => ownKeys()[index] ?? null,
    get length() {
      return ownKeys().length;
    },
    clear: () => {
      for (const key of ownKeys()) backing.removeItem(key);
    },
  };
}
