/**
 * The API history's rows, as `npm run api:changes` wrote them from the recorded releases
 * (releases.ts) and the OpenAPI documents: what the build, the changelog and the MCP server read.
 */
import changes from './generated/changes.json';
import type {ApiChange} from './types';

export const apiChanges: readonly ApiChange[] = changes as readonly ApiChange[];
