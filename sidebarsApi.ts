/**
 * Sidebars of the API reference (/api), generated from the model in
 * src/data/api: the overview (with Agencies and User), Admin, Console and
 * Project. Add an endpoint to the model, not here.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {references} from './src/data/api';
import {buildSidebars} from './src/data/api/sidebars';

const sidebars = buildSidebars(references) satisfies SidebarsConfig;

export default sidebars;
