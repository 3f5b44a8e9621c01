/**
 * The platform's `form` tag:
 *
 *   {% form 'contact' %}...{% endform %}
 *   {% form 'contact' with {class: 'stack', id: 'contact-form'} %}...{% endform %}
 *
 * renders a `<form>` that posts to `/_forms/{key}`, with the hidden `_token`
 * field Tessera checks on submission, then the body, then `</form>`.
 */
import {escapeHtml} from '../escapeHtml';
import {plainText} from '../filters/values';
import {compileExpression, type Context, type LogicToken, type TwigCore} from './internals';

/** The `_token` value in previews and tests; the live site renders a token per visitor. */
export const PREVIEW_FORM_TOKEN = 'preview-token';

/** Attributes the tag sets itself; the same keys in `with {...}` are ignored. */
const RESERVED = new Set(['method', 'action', 'data-form']);
const ATTRIBUTE_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:.-]*$/;

function attributeText(name: string, value: unknown): string {
  if (!ATTRIBUTE_NAME.test(name))
    throw new Error(`The form tag cannot render the attribute name "${name}".`);
  if (value === true) return ` ${name}`;
  if (value === false || value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.filter((item) => item !== null && item !== undefined).join(' ')
    : plainText(value);
  return ` ${name}="${escapeHtml(text)}"`;
}

/** A mapping's entries in the order the template wrote them (Twig.js records it in `_keys`). */
function orderedEntries(mapping: Record<string, unknown>): Array<[string, unknown]> {
  const order = Array.isArray(mapping._keys) ? (mapping._keys as string[]) : Object.keys(mapping);
  return order.filter((key) => key !== '_keys' && key in mapping).map((key) => [key, mapping[key]]);
}

/** The opening `<form>` tag and the hidden token field. */
export function formOpening(
  key: unknown,
  attributes: unknown,
  token: string = PREVIEW_FORM_TOKEN,
): string {
  if (typeof key !== 'string' || key.trim() === '') {
    throw new Error("The form tag needs a form key, such as {% form 'contact' %}.");
  }
  if (
    attributes !== undefined &&
    attributes !== null &&
    (typeof attributes !== 'object' || Array.isArray(attributes))
  ) {
    throw new Error(
      "The attributes of the form tag must be a mapping, such as with {class: 'stack'}.",
    );
  }
  let html = `<form method="post" action="/_forms/${escapeHtml(encodeURIComponent(key))}"`;
  for (const [name, value] of orderedEntries((attributes ?? {}) as Record<string, unknown>)) {
    if (RESERVED.has(name.toLowerCase())) continue;
    html += attributeText(name, value);
  }
  html += ` data-form="${escapeHtml(key)}">`;
  html += `<input type="hidden" name="_token" value="${escapeHtml(token)}">`;
  return html;
}

export function registerFormTag(Twig: TwigCore): void {
  Twig.logic.extend({
    type: 'canvas.form',
    regex: /^form\s+([\s\S]+?)(?:\s+with\s+([\s\S]+))?$/,
    next: ['canvas.endform'],
    open: true,
    compile(token: LogicToken): LogicToken {
      const [, key = '', attributes] = token.match ?? [];
      token.keyStack = compileExpression(Twig, this, key.trim());
      if (attributes !== undefined)
        token.withStack = compileExpression(Twig, this, attributes.trim());
      delete token.match;
      return token;
    },
    parse(token, context: Context, chain) {
      let opening = '';
      return Twig.expression.parseAsync
        .call(this, token.keyStack, context)
        .then((key) =>
          (token.withStack === undefined
            ? Twig.Promise.resolve<unknown>(undefined)
            : Twig.expression.parseAsync.call(this, token.withStack, context)
          ).then((attributes) => {
            try {
              opening = formOpening(key, attributes);
            } catch (error) {
              throw new Twig.Error((error as Error).message);
            }
          }),
        )
        .then(() => this.parseAsync(token.output, context))
        .then((body) => ({
          chain,
          output: Twig.Markup(`${opening}${plainText(body ?? '')}</form>`),
        }));
    },
  });
  Twig.logic.extend({type: 'canvas.endform', regex: /^endform$/, next: [], open: false});
}
