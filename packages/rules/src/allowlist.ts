import { z } from 'zod';

export const allowlistSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
