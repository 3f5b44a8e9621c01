import {imageUrl} from '../filters/imageTransforms';
import {asString} from './shared';

/**
 * The URL of a media file (video, audio, poster): a path resolves against the
 * project's media folder like an image path; URLs are kept as they are.
 */
export function mediaUrl(value: unknown): string {
  const source = asString(value);
  if (source === undefined) return imageUrl(value);
  return imageUrl(source.trim());
}
