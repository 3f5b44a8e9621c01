/**
 * Publishes the API model as OpenAPI 3.1: after the build, writes one
 * document per API to build/api/{admin,console,project}/openapi.json, which
 * the introduction page of each reference links to.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  ValidationSchema,
} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {API_IDS, documentPath, openApiDocument} from './document';

export interface PluginOptions {
  /** The route base path of the API docs instance; documents go under it. */
  readonly routeBasePath: string;
}

const DEFAULT_OPTIONS: PluginOptions = {routeBasePath: 'api'};

// Typed by the validator's own schema type rather than `Joi.object<PluginOptions>`: Docusaurus 4
// moves to Joi 18, whose generic differs, and this form type-checks with both (UPGRADING.md).
const optionsSchema: ValidationSchema<PluginOptions> = Joi.object({
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
  validate,
  options,
}: OptionValidationContext<Partial<PluginOptions> | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options ?? {});
}
