import {renderCanvas} from '../render';
import {SAMPLE_RECAPTCHA_SITE_KEY as KEY} from './recaptcha';

describe('recaptcha', () => {
  it('renders the v2 checkbox widget and the script', () => {
    expect(renderCanvas("{{ recaptcha('v2') }}")).toBe(
      `<div class="g-recaptcha" data-sitekey="${KEY}" data-theme="light" data-size="normal"></div>` +
        '<script src="https://www.google.com/recaptcha/api.js" async defer></script>',
    );
    expect(renderCanvas("{{ recaptcha('v2', { theme: 'dark', size: 'compact' }) }}")).toContain(
      'data-theme="dark" data-size="compact"',
    );
  });

  it('renders the v3 hidden input with its action and the script with the site key', () => {
    expect(renderCanvas("{{ recaptcha('v3', { action: 'contact' }) }}")).toBe(
      `<input type="hidden" name="g-recaptcha-response" data-sitekey="${KEY}" data-action="contact">` +
        `<script src="https://www.google.com/recaptcha/api.js?render=${KEY}" async defer></script>`,
    );
    expect(renderCanvas("{{ recaptcha('v3') }}")).toContain('data-action="submit"');
  });

  it('rejects other versions, invalid actions and options of the other version', () => {
    expect(() => renderCanvas("{{ recaptcha('v4') }}")).toThrow(
      `recaptcha(): the version must be 'v2' or 'v3', got "v4".`,
    );
    expect(() => renderCanvas('{{ recaptcha(2) }}')).toThrow('got 2');
    expect(() => renderCanvas("{{ recaptcha('v3', { action: 'sign-up' }) }}")).toThrow(
      'action may only contain letters, digits, underscores and slashes',
    );
    expect(() => renderCanvas("{{ recaptcha('v3', { theme: 'dark' }) }}")).toThrow(
      'recaptcha(): unknown option "theme"; the options are action.',
    );
    expect(() => renderCanvas("{{ recaptcha('v2', { action: 'contact' }) }}")).toThrow(
      'unknown option "action"; the options are theme, size.',
    );
    expect(() => renderCanvas("{{ recaptcha('v2', { size: 'invisible' }) }}")).toThrow(
      'size must be "normal" or "compact"',
    );
  });

  it('uses a 40-character site key', () => {
    expect(KEY).toHaveLength(40);
  });
});
