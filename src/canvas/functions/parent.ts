import type {FunctionDefinition} from '../types';
import type {TwigState} from './shared';

const BLOCK = 'Twig.logic.type.block';

/**
 * `parent()`: inside a block of a template that extends another, the
 * content the parent template gives the same block. Outside a block, or in a
 * template that extends nothing, raises Twig 3's errors.
 */
export const parent: FunctionDefinition = {
  name: 'parent',
  create: () =>
    function (this: TwigState | undefined) {
      const token = this?.nestingStack?.find((item) => item.type === BLOCK);
      if (!this || !token?.blockName)
        throw new Error('Calling the "parent" function outside of a block is forbidden.');
      const inherited = this.getBlock(token.blockName, true);
      if (!inherited) {
        throw new Error(
          `The "${token.blockName}" block has no parent: parent() works in a template that extends a layout defining the block.`,
        );
      }
      return inherited.render(this, this.context);
    },
};
