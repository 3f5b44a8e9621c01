#!/usr/bin/env node
/**
 * Validates OpenAPI documents with @seriousme/openapi-schema-validator, an
 * ES module that Jest's CommonJS runtime cannot load: document.test.ts runs
 * this script in Node. Reads a JSON object {name: document} on standard
 * input and prints {name: {valid, errors}}.
 */
import {Validator} from '@seriousme/openapi-schema-validator';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const documents = JSON.parse(input);
const results = {};
for (const [name, document] of Object.entries(documents)) {
  const validator = new Validator();
  const {valid, errors} = await validator.validate(document);
  results[name] = {valid, version: validator.version, errors: errors ?? []};
}
process.stdout.write(JSON.stringify(results));
