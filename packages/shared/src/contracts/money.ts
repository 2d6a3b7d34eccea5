import { z } from 'zod';

/** An amount of money the API answers, in manat. */
export const manatSchema = z.number().describe('Manat, at most two decimals (12.5 = 12 ₼ 50 qəpik)');

/** An amount of money the API answers, in manat, described by what it is. */
export const manatAmount = (description: string) => z.number().describe(`${description}, in manat (AZN)`);
