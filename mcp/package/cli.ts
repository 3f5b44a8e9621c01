/**
 * The entry of the `npx` package (@tessera/docs-mcp): the same server as `npm run mcp`
 * (mcp/main.ts), reading the published site unless --site or --build says otherwise, so a reader
 * needs no clone and no build.
 */
import {site} from '../../src/data/site';
import {main} from '../main';
import {withDefaultSite} from './defaultSite';

// A --build folder is read from where the reader runs the command.
void main(
  withDefaultSite(process.argv.slice(2), site.url),
  process.cwd(),
  'npx -y @tessera/docs-mcp',
);
