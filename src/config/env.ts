/** The client's environment, read once and validated; import `env` instead of touching import.meta.env. */
import { z } from 'zod/mini';

const schema = z.object({
  VITE_DATABASE_URL: z._default(z.string().check(z.minLength(1)), '/db'),
  VITE_AUTH_URL: z._default(z.string().check(z.minLength(1)), '/auth/v1'),
  VITE_SHARED_HEADER_NAME: z._default(z.string().check(z.minLength(1)), 'X-Client'),
  VITE_SHARED_HEADER_VALUE: z._default(z.string().check(z.minLength(1)), 'company-website'),
  VITE_REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.positive()), 15000),
});

export const env = schema.parse(import.meta.env);
export type Env = typeof env;
