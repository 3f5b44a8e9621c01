import type {FunctionDefinition} from '../types';
import {asString, markup, oneOf, readOptions, renderAttributes} from './shared';

/**
 * The reCAPTCHA site key of the sample site "Northwind". On the platform the
 * key is the one entered in Project → Forms → Spam protection.
 */
export const SAMPLE_RECAPTCHA_SITE_KEY = '6LcN0rWdAAAAAFq3vX8kT2mZ9pL4sB7yH1cR5eGj';

const SCRIPT = 'https://www.google.com/recaptcha/api.js';

/**
 * `recaptcha(version, {action, theme, size})`: Google reCAPTCHA for a form.
 * v2 renders the checkbox widget; v3 renders a hidden `g-recaptcha-response`
 * input that Tessera fills with a token for the action when the form is sent.
 */
export function recaptchaHtml(
  version: unknown,
  rawOptions: unknown,
  siteKey: string = SAMPLE_RECAPTCHA_SITE_KEY,
): string {
  const which = asString(version);
  if (which === 'v2') {
    const options = readOptions('recaptcha', rawOptions, ['theme', 'size']);
    const widget = renderAttributes([
      ['class', 'g-recaptcha'],
      ['data-sitekey', siteKey],
      ['data-theme', oneOf('recaptcha', 'theme', options.theme, ['light', 'dark'], 'light')],
      ['data-size', oneOf('recaptcha', 'size', options.size, ['normal', 'compact'], 'normal')],
    ]);
    return `<div${widget}></div><script src="${SCRIPT}" async defer></script>`;
  }
  if (which === 'v3') {
    const options = readOptions('recaptcha', rawOptions, ['action']);
    const action =
      options.action === undefined || options.action === null ? 'submit' : asString(options.action);
    if (action === undefined || !/^[A-Za-z0-9_/]+$/.test(action)) {
      throw new Error(
        `recaptcha(): action may only contain letters, digits, underscores and slashes, got ${JSON.stringify(options.action)}.`,
      );
    }
    const input = renderAttributes([
      ['type', 'hidden'],
      ['name', 'g-recaptcha-response'],
      ['data-sitekey', siteKey],
      ['data-action', action],
    ]);
    return `<input${input}><script src="${SCRIPT}?render=${encodeURIComponent(siteKey)}" async defer></script>`;
  }
  throw new Error(
    `recaptcha(): the version must be 'v2' or 'v3', got ${JSON.stringify(version ?? null)}.`,
  );
}

export const recaptcha: FunctionDefinition = {
  name: 'recaptcha',
  create: () => (version, options) => markup(recaptchaHtml(version, options)),
};
