import express, { type RequestHandler } from 'express';
import { cleanText } from '@union/rules/text';

/**
 * NUL characters mean nothing in text and PostgreSQL cannot store them (a query with one fails with a 500).
 * The REST door drops them where requests are read, once, so no route can forget: from the path and query
 * string (an encoded %00 is the only way one arrives there) and from every string of a JSON body, whose lone
 * surrogates are replaced as the database would (cleanText).
 */
export const withoutNulInUrl: RequestHandler = (req, _res, next) => {
  if (/%00/.test(req.url)) req.url = req.url.replace(/%00/g, '');
  next();
};

export const jsonBody = (limit: string): RequestHandler =>
  express.json({ limit, reviver: (_key, value: unknown) => (typeof value === 'string' ? cleanText(value) : value) });
