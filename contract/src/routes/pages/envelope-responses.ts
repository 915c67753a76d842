import type { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';

/** The statuses a page-data route answers with, all carrying the same envelope. */
export const envelopeResponses = <T extends z.AnyZodObject>(results: T) => {
  const envelope = pageEnvelope(results);
  return { 200: envelope, 404: envelope, 500: envelope };
};
