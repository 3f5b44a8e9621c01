/** Finds the files of a directory tree that contain a secret string (a key that must never ship). */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

export function filesContaining(dir: string, secret: string): string[] {
  if (secret.length < 8)
    throw new Error('filesContaining: a secret shorter than 8 characters would match by chance');
  const needle = Buffer.from(secret);
  const found: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (readFileSync(path).includes(needle)) found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found;
}
