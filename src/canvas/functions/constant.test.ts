import {renderCanvas} from '../render';
import {canvasConstants, constantValue} from './constant';

describe('constant', () => {
  it('returns the documented constants', () => {
    expect(constantValue('DATE_ATOM')).toBe('Y-m-d\\TH:i:sP');
    expect(constantValue('PHP_EOL')).toBe('\n');
    expect(constantValue('Tessera::MEDIA_HOST')).toBe('media.tessera.app');
    expect(constantValue('Tessera::ASSETS_PATH')).toBe('/assets/');
    expect(constantValue('Tessera::FORMS_PATH')).toBe('/_forms/');
    expect(Object.keys(canvasConstants)).toHaveLength(17);
  });

  it('formats dates with the date filter', () => {
    expect(renderCanvas("{{ '2026-03-09T09:00:00Z'|date(constant('DATE_RSS')) }}")).toBe(
      'Mon, 09 Mar 2026 09:00:00 +0000',
    );
  });

  it('raises an error for unknown names and class constants', () => {
    expect(() => constantValue('NOPE')).toThrow('constant(): the constant "NOPE" is not defined.');
    expect(() => constantValue('toString')).toThrow('is not defined');
    expect(() => constantValue(undefined)).toThrow('the constant "" is not defined');
    expect(() => renderCanvas("{{ constant('RSS', post) }}", {data: {post: {}}})).toThrow(
      'constant(): Canvas values have no class constants',
    );
  });
});
