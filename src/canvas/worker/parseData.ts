import type {RenderProblem} from './protocol';
import {locationOf} from './sourceLocation';

export type ParsedData =
  | {readonly ok: true; readonly data: Record<string, unknown>}
  | {readonly ok: false; readonly problem: RenderProblem};

/**
 * Reads the Data editor: empty means no variables; otherwise a JSON object.
 * Engines word JSON errors differently; all of them name a character
 * position, or the end of the input when the text stops early.
 */
export function parseData(text: string): ParsedData {
  if (text.trim() === '') return {ok: true, data: {}};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const engineMessage = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(engineMessage)?.[1];
    const lineColumn = /line (\d+) column (\d+)/.exec(engineMessage);
    const location = lineColumn
      ? {line: Number(lineColumn[1]), column: Number(lineColumn[2])}
      : locationOf(text, position === undefined ? text.trimEnd().length : Number(position));
    return {
      ok: false,
      problem: {
        kind: 'data',
        message: `The data is not valid JSON (line ${location.line}, column ${location.column}).`,
        engineMessage,
        source: 'data',
        location,
      },
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      problem: {
        kind: 'data',
        message:
          'The data must be a JSON object whose keys are the variable names, for example {"post": {"title": "Hello"}}.',
        source: 'data',
        location: {line: 1, column: 1},
      },
    };
  }
  return {ok: true, data: value as Record<string, unknown>};
}
