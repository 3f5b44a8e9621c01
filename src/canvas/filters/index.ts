import type {FilterDefinition} from '../types';
import {abs} from './abs';
import {batch} from './batch';
import {capitalize} from './capitalize';
import {column} from './column';
import {date} from './date';
import {date_modify} from './date_modify';
import {defaultFilter} from './default';
import {filter} from './filter';
import {first} from './first';
import {format} from './format';
import {image_tag} from './image_tag';
import {image_url} from './image_url';
import {join} from './join';
import {json_encode} from './json_encode';
import {keys} from './keys';
import {last} from './last';
import {length} from './length';
import {lower} from './lower';
import {map} from './map';
import {merge} from './merge';
import {nl2br} from './nl2br';
import {number_format} from './number_format';
import {reading_time} from './reading_time';
import {reduce} from './reduce';
import {replace} from './replace';
import {reverse} from './reverse';
import {round} from './round';
import {slice} from './slice';
import {slug} from './slug';
import {sort} from './sort';
import {spaceless} from './spaceless';
import {split} from './split';
import {striptags} from './striptags';
import {title} from './title';
import {trim} from './trim';
import {upper} from './upper';
import {url_encode} from './url_encode';

/**
 * The platform's filters (image_url, image_tag, reading_time, slug), and the
 * Twig built-ins whose Twig.js behaviour differs from Twig 3 (PHP).
 * Twig.js's own escape, e and raw already match and stay.
 */
export const filters: readonly FilterDefinition[] = [
  abs,
  batch,
  capitalize,
  column,
  date,
  date_modify,
  defaultFilter,
  filter,
  first,
  format,
  image_tag,
  image_url,
  join,
  json_encode,
  keys,
  last,
  length,
  lower,
  map,
  merge,
  nl2br,
  number_format,
  reading_time,
  reduce,
  replace,
  reverse,
  round,
  slice,
  slug,
  sort,
  spaceless,
  split,
  striptags,
  title,
  trim,
  upper,
  url_encode,
];
