import type {FilterDefinition} from '../types';
import {imageUrl} from './imageTransforms';
import {optionsHash} from './values';

/**
 * `image_url(options = {})`: the URL of an image on the media host, resized or
 * converted with { w, h, fit, fm, q }, the names of the query parameters they
 * set. Any other option name is an error that lists these five.
 */
export const image_url: FilterDefinition = {
  name: 'image_url',
  platform: true,
  create: () => (value, args) => imageUrl(value, optionsHash(args[0], 'image_url')),
};
