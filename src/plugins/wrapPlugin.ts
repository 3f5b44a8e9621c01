/**
 * A site plugin that is one of Docusaurus' own plugins with one change, as the
 * Docusaurus website's changelog plugin wraps the blog plugin: the original's
 * option validation, the original plugin, and a function that changes it.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

export function wrapPlugin<Options, Content>(
  original: (context: LoadContext, options: Options) => Promise<Plugin<Content>>,
  validateOptions: unknown,
  change: (plugin: Plugin<Content>, options: Options, context: LoadContext) => Plugin<Content>,
): PluginModule {
  const factory = async (context: LoadContext, validated: unknown): Promise<Plugin> => {
    // Docusaurus passes the options through validateOptions (the original's) first.
    const options = validated as Options;
    const plugin = await original(context, options);
    // Docusaurus holds every plugin as Plugin<unknown>; the content type is the original's own.
    return change(plugin, options, context) as unknown as Plugin;
  };
  // PluginModule types its validator generically; the original's validator is the right one.
  return Object.assign(factory, {
    validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
  });
}
