import type {FunctionDefinition} from '../types';
import {agent} from './agent';
import {asset} from './asset';
import {attribute} from './attribute';
import {block} from './block';
import {cms} from './cms';
import {cms_audio} from './cms_audio';
import {cms_button} from './cms_button';
import {cms_code} from './cms_code';
import {cms_heading} from './cms_heading';
import {cms_image} from './cms_image';
import {cms_list} from './cms_list';
import {cms_quote} from './cms_quote';
import {cms_text} from './cms_text';
import {cms_video} from './cms_video';
import {constant} from './constant';
import {cycle} from './cycle';
import {date} from './date';
import {dump} from './dump';
import {include} from './include';
import {max} from './max';
import {min} from './min';
import {parent} from './parent';
import {random} from './random';
import {range} from './range';
import {recaptcha} from './recaptcha';
import {source} from './source';

/** The platform's functions, and Twig built-ins whose Canvas behaviour differs from Twig.js. */
export const functions: readonly FunctionDefinition[] = [
  agent,
  asset,
  attribute,
  block,
  cms,
  cms_heading,
  cms_text,
  cms_button,
  cms_image,
  cms_list,
  cms_video,
  cms_code,
  cms_quote,
  cms_audio,
  constant,
  cycle,
  date,
  dump,
  include,
  max,
  min,
  parent,
  random,
  range,
  recaptcha,
  source,
];
