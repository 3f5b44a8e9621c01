/**
 * Twig 3's error for a template that does not exist:
 * `Template "partials/nav.canvas" is not defined.`
 *
 * Twig.js tried to read a missing template from the file system (or the
 * network) and failed with a loader message, or, for `extends`, with
 * "Cannot extend an inline template". Canvas registers every template of a
 * project before rendering, so a name that is not registered is missing.
 * `ignore missing` and lists of candidate names keep working: they catch
 * this error and move on.
 */
import type {TwigCore, TwigTemplate} from './internals';

export function missingTemplate(name: string): string {
  return `Template "${name}" is not defined.`;
}

export function registerTemplateLookup(Twig: TwigCore): void {
  const prototype = Twig.Template.prototype;
  const importFile = prototype.importFile;
  prototype.importFile = function (this: TwigTemplate, file: unknown): TwigTemplate {
    if (typeof file === 'string' && !Twig.Templates.load(file))
      throw new Twig.Error(missingTemplate(file));
    return importFile.call(this, file);
  };

  const type = Twig.logic.type.extends_ ?? '';
  const original = Twig.logic.handler[type];
  const parse = original?.parse;
  if (!original || !parse) throw new Error('Twig.js no longer defines the extends tag.');
  Twig.logic.extend({
    ...original,
    parse(token, context, chain) {
      return Twig.Promise.resolve(parse.call(this, token, context, chain)).then((result) => {
        const layout = (this.template as TwigTemplate & {parentTemplate?: unknown}).parentTemplate;
        if (typeof layout === 'string' && !Twig.Templates.load(layout))
          throw new Twig.Error(missingTemplate(layout));
        return result;
      });
    },
  });
}
