/** NUL characters mean nothing in text and PostgreSQL cannot store them: they are dropped, the rest is kept. */
export const withoutNul = (value: string) => (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value);
