/**
 * A CodeMirror 6 editor for a Canvas template (Twig-style tags highlighted)
 * or for JSON data. Tab indents; Escape then Tab moves focus on, so the
 * keyboard is never trapped. A line can be marked as the place of an error.
 */
import {useEffect, useLayoutEffect, useRef, type ReactNode} from 'react';
import {EditorState, StateEffect, StateField, type Extension} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  type DecorationSet,
} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {StreamLanguage, bracketMatching, syntaxHighlighting} from '@codemirror/language';
import {jinja2} from '@codemirror/legacy-modes/mode/jinja2';
import {json} from '@codemirror/lang-json';
import {classHighlighter} from '@lezer/highlight';
import {editorTheme, ERROR_LINE_CLASS} from './editorTheme';
import styles from './styles.module.css';

export interface CanvasEditorProps {
  readonly id: string;
  readonly label: string;
  readonly language: 'twig' | 'json';
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** 1-based line to mark as the place of an error. */
  readonly errorLine?: number;
  /**
   * Moves focus into the editor when true: on mount, or when it turns true (a "Try it" panel built
   * out of sight on the reader's intent, then shown by the press).
   */
  readonly focused?: boolean;
  /** Shown under the label, e.g. how to leave the editor with the keyboard. */
  readonly hint?: ReactNode;
}

const setErrorLine = StateEffect.define<number | undefined>();

const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      if (line === undefined || line < 1 || line > transaction.state.doc.lines) {
        next = Decoration.none;
      } else {
        const from = transaction.state.doc.line(line).from;
        next = Decoration.set([Decoration.line({class: ERROR_LINE_CLASS}).range(from)]);
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

function languageOf(language: CanvasEditorProps['language']): Extension {
  return language === 'json' ? json() : StreamLanguage.define(jinja2);
}

export default function CanvasEditor({
  id,
  label,
  language,
  value,
  onChange,
  errorLine,
  focused = false,
  hint,
}: CanvasEditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageOf(language),
          syntaxHighlighting(classHighlighter),
          editorTheme,
          errorLineField,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-describedby': `${id}-hint`,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor is built once; value changes go through the effect below
  }, []);

  // A value from outside (Reset, a starting example) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({effects: setErrorLine.of(errorLine)});
  }, [errorLine]);

  // On mount, or when an editor built out of sight (a "Try it" prepared on intent) is shown.
  useEffect(() => {
    if (focused) view.current?.focus();
  }, [focused]);

  return (
    <div className={styles.field}>
      <div className={styles.label} id={`${id}-label`}>
        {label}
      </div>
      <div ref={host} data-editor={language} />
      <p className={styles.hint} id={`${id}-hint`}>
        {hint ?? 'Tab indents. Press Escape, then Tab, to leave the editor.'}
      </p>
    </div>
  );
}
