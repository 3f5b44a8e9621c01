/**
 * Publishes the API model as OpenAPI 3.1: after the build, writes one
 * document per API to build/api/{admin,console,project}/openapi.json, which
 * the introduction page of each reference links to.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {API_IDS, documentPath, openApiDocument} from './document';

export interface PluginOptions {
  /** The route base path of the API docs instance; documents go under it. */
  readonly routeBasePath: string;
}

const DEFAULT_OPTIONS: PluginOptions = {routeBasePath: 'api'};

// Built and applied by the same Joi (not the context's `validate`, whose schema type is Joi's copy
// in @docusaurus/types): Docusaurus 4 brings Joi 18 beside another dependency's Joi 17, and a schema
// of one cannot be checked by the other (UPGRADING.md, "Docusaurus 4").
const optionsSchema = Joi.object<PluginOptions & {id?: string}>({
  id: Joi.string(),
  routeBasePath: Joi.string()
    .pattern(/^[a-z0-9-]+$/)
    .default(DEFAULT_OPTIONS.routeBasePath),
});

export default function openapiPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const siteUrl = `${context.siteConfig.url}${context.baseUrl.replace(/\/$/, '')}`;
  return {
    name: 'tessera-openapi',
    async postBuild({outDir}) {
      await Promise.all(
        API_IDS.map(async (api) => {
          const file = join(outDir, documentPath(api, options.routeBasePath));
          await mkdir(dirname(file), {recursive: true});
          await writeFile(file, `${JSON.stringify(openApiDocument(api, siteUrl), null, 2)}\n`);
        }),
      );
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<Partial<PluginOptions> | undefined, PluginOptions>): PluginOptions {
  return Joi.attempt(options ?? {}, optionsSchema, 'tessera-openapi plugin options:');
}
