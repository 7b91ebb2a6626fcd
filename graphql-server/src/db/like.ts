/**
 * Text a user typed, made literal inside a LIKE / ILIKE pattern: `%`, `_` and the escape character itself lose their
 * wildcard meaning (PostgreSQL's default escape is the backslash). For search boxes only: an account, an address or
 * anything else that must be one exact row is found with `=` on its normalised key, never with a pattern.
 * Usage: `{ name: { $ilike: `%${escapeLike(search)}%` } }`. db/like.test.ts refuses any pattern without it.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
