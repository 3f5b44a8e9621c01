import {compileCanvas, renderCanvas} from '../render';
import {OUTPUT_SIZE_LIMIT} from './limits';
import {locateTemplateError} from './locateTemplateError';
import {parseData} from './parseData';
import type {RenderProblem, RenderRequest, RenderResponse} from './protocol';
import {suggestName} from './suggestName';

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^TwigException: /, '');
}

function at(problem: RenderProblem): string {
  return problem.location
    ? ` (line ${problem.location.line}, column ${problem.location.column})`
    : '';
}

/** Turns what the engine threw into a problem a reader can act on. */
function describeError(
  error: unknown,
  request: RenderRequest,
  data: Record<string, unknown>,
  whileCompiling: boolean,
): RenderProblem {
  const engineMessage = messageOf(error);
  const failsAlone = (tag: string): string | undefined => {
    try {
      renderCanvas(tag, {data, templates: request.templates});
      return undefined;
    } catch (tagError) {
      return messageOf(tagError);
    }
  };
  const location = locateTemplateError(request.template, engineMessage, failsAlone);
  const base = {engineMessage, source: 'template' as const, location};

  const filter = /Unable to find filter (\w+)/.exec(engineMessage)?.[1];
  const fn =
    /(\w+) function does not exist/.exec(engineMessage)?.[1] ??
    /Unable to find function (\w+)/.exec(engineMessage)?.[1];
  if (filter !== undefined || fn !== undefined) {
    const kind = filter !== undefined ? 'filter' : 'function';
    const name = (filter ?? fn) as string;
    const suggestion = suggestName(name, kind);
    const problem = {kind: 'unknown-name' as const, ...base, suggestion, message: ''};
    return {
      ...problem,
      message: `Canvas has no ${kind} named "${name}"${at(problem)}.${suggestion ? ` Did you mean "${suggestion.name}"?` : ''}`,
    };
  }
  if (whileCompiling) {
    const problem = {kind: 'syntax' as const, ...base, message: ''};
    return {
      ...problem,
      message: `Syntax error${at(problem) || ' in the template'}: ${engineMessage}`,
    };
  }
  if (error instanceof RangeError && /call stack/i.test(engineMessage)) {
    return {
      kind: 'render',
      ...base,
      message:
        'The template calls itself without end (a macro or include that never stops), so it was stopped.',
    };
  }
  const problem = {kind: 'render' as const, ...base, message: ''};
  return {
    ...problem,
    message: `The template stopped with an error${at(problem)}: ${engineMessage}`,
  };
}

/**
 * The render worker's message handler: reads the data, renders the template
 * with the sample site (its fixed "now", time zone and seed, as the checked
 * examples in the docs) and answers with the HTML or one problem.
 */
export function handleRenderRequest(
  request: RenderRequest,
  clock: () => number = () => Date.now(),
): RenderResponse {
  const started = clock();
  const parsed = parseData(request.data);
  if (!parsed.ok) return {id: request.id, ok: false, problem: parsed.problem};

  let html: string;
  let compiling = true;
  try {
    const compiled = compileCanvas(request.template, {
      data: parsed.data,
      templates: request.templates,
    });
    compiling = false;
    html = compiled.render();
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      problem: describeError(error, request, parsed.data, compiling),
    };
  }
  if (html.length > OUTPUT_SIZE_LIMIT) {
    return {
      id: request.id,
      ok: false,
      problem: {
        kind: 'too-large',
        message: `The output is ${html.length.toLocaleString('en-US')} characters long, more than the ${OUTPUT_SIZE_LIMIT.toLocaleString('en-US')} a preview shows. Check the loops in the template.`,
      },
    };
  }
  return {id: request.id, ok: true, html, milliseconds: clock() - started};
}
