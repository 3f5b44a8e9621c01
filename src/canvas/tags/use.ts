/**
 * The `use` tag with Twig 3's block renaming:
 *
 *   {% use 'blocks/cards.canvas' with card as base_card, title as base_title %}
 *
 * A renamed block is available under its new name only. Unknown block names
 * raise an error, as in Twig.
 */
import {compileExpression, type LogicToken, type TwigCore} from './internals';

export function parseAliases(source: string | undefined): Array<[string, string]> {
  if (source === undefined) return [];
  return source.split(',').map((part) => {
    const alias = /^\s*(\w+)\s+as\s+(\w+)\s*$/.exec(part);
    if (!alias)
      throw new Error(
        `Invalid block rename "${part.trim()}" in the use tag; write "name as new_name".`,
      );
    return [alias[1] ?? '', alias[2] ?? ''];
  });
}

export function registerUseTag(Twig: TwigCore): void {
  const type = Twig.logic.type.use ?? '';
  const original = Twig.logic.handler[type];
  if (!original) throw new Error('Twig.js no longer defines the use tag.');
  Twig.logic.extend({
    ...original,
    regex: /^use\s+([\s\S]+?)(?:\s+with\s+([\s\S]+))?$/,
    compile(token: LogicToken): LogicToken {
      const [, file = '', aliases] = token.match ?? [];
      token.stack = compileExpression(Twig, this, file.trim());
      try {
        token.aliases = parseAliases(aliases);
      } catch (error) {
        throw new Twig.Error((error as Error).message);
      }
      delete token.match;
      return token;
    },
    parse(token, context, chain) {
      return Twig.expression.parseAsync
        .call(this, token.stack, context)
        .then((path) => {
          const used = this.template.importFile(path);
          const usedState = new Twig.ParseState(used);
          return usedState.parseAsync(used.tokens).then(() => {
            const blocks = {...usedState.getBlocks()};
            for (const [name, alias] of token.aliases as Array<[string, string]>) {
              if (!(name in blocks))
                throw new Twig.Error(`Block "${name}" is not defined in trait "${String(path)}".`);
              blocks[alias] = blocks[name];
              delete blocks[name];
            }
            this.template.blocks.imported = {...this.template.blocks.imported, ...blocks};
          });
        })
        .then(() => ({chain, output: ''}));
    },
  });
}
