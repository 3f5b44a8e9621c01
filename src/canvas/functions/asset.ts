import type {FunctionDefinition} from '../types';
import {asString, readOptions} from './shared';
import {plainText} from '../filters/values';

/**
 * A short, stable hash (FNV-1a, 32 bits, 8 hex digits). Published sites hash
 * the file's content; previews have no built file to read, so they hash the
 * asset's path instead, which keeps the URL stable between renders.
 */
export function shortHash(input: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(input)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * `asset(path, {version})`: the URL of a file in the project's `assets/`
 * folder, `/assets/{path}?v={hash}`, with a version that changes when the
 * file does so browsers can cache it for long.
 */
export function assetUrl(path: unknown, rawOptions?: unknown): string {
  const given = asString(path);
  if (given === undefined || given.trim() === '') {
    throw new Error(
      `asset(): the path must be a non-empty string such as 'css/site.css', got ${JSON.stringify(path ?? null)}.`,
    );
  }
  const trimmed = given.trim();
  // Absolute URLs (https://..., //cdn...) are not project assets: returned unchanged.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return trimmed;

  const options = readOptions('asset', rawOptions, ['version']);
  const relative = trimmed.replace(/^\/+/, '');
  const hashAt = relative.indexOf('#');
  const fragment = hashAt === -1 ? '' : relative.slice(hashAt);
  const withoutFragment = hashAt === -1 ? relative : relative.slice(0, hashAt);
  const url = `/assets/${withoutFragment}`;

  const version = options.version;
  let value: string | undefined;
  if (version === undefined || version === null || version === true) {
    value = shortHash(withoutFragment.split('?')[0] ?? withoutFragment);
  } else if (version === false) {
    value = undefined;
  } else if (asString(version) !== undefined || typeof version === 'number') {
    value = plainText(version);
    if (value === '') value = undefined;
  } else {
    throw new Error(
      `asset(): version must be true, false or a string, got ${JSON.stringify(version)}.`,
    );
  }
  if (value === undefined) return url + fragment;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}v=${encodeURIComponent(value)}${fragment}`;
}

export const asset: FunctionDefinition = {
  name: 'asset',
  create: () => (path, options) => assetUrl(path, options),
};
