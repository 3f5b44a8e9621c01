/**
 * Analytics: serves the official Plausible tracker (@plausible-analytics/tracker)
 * from the site's own path, registers the client module that sends page views,
 * and writes build/_analytics.json, which tells the host (and scripts/serve.mjs)
 * the path that receives events.
 */
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {site} from '../../data/site';

export default function analytics(_context: LoadContext): Plugin {
  return {
    name: 'analytics',
    getClientModules() {
      return [join(__dirname, 'client.ts')];
    },
    async postBuild({outDir}) {
      const script = require.resolve('@plausible-analytics/tracker');
      const target = join(outDir, site.analytics.scriptPath);
      await mkdir(dirname(target), {recursive: true});
      await copyFile(script, target);
      // For the host: which path receives events and must be routed to the analytics server.
      await writeFile(
        join(outDir, '_analytics.json'),
        `${JSON.stringify({endpoint: site.analytics.endpoint, script: site.analytics.scriptPath}, null, 2)}\n`,
      );
    },
  };
}
