import { toDataError } from '../../../lib/dataError';

/** The data client's explanation of a failure, in people's words. */
export const messageOf = (error: unknown): string => toDataError(error).message;

/** What did not happen, then why: "The record was not deleted. The server had a problem…". */
export const failureText = (what: string, error: unknown): string => `${what} ${messageOf(error)}`;
