/** Setup file of the "opensearch" project: no test file leaves an index behind on the server. */
import { afterAll } from 'vitest';
import { dropTestIndexes } from './test-siteindex.ts';

afterAll(dropTestIndexes);
