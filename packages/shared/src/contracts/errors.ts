import { z } from 'zod';
import { contract } from './contract.js';

/** The one error shape every failed API call returns. */
export const errorResponseSchema = contract('Error', {
  detail: z.string().describe('Human message in the language of Accept-Language'),
  code: z.string().describe('Stable machine-readable code'),
  fields: z.record(z.string(), z.string()).optional().describe('Message per invalid field'),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
