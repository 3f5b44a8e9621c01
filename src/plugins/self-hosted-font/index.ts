/**
 * Serves the site's web font (Inter, variable weight) from the site itself:
 * writes the Latin subsets of the @fontsource-variable/inter package into
 * /fonts/, cut to the weights the site uses (subsetFace.ts), declares them
 * with font-display: swap, preloads the main subset, and declares a
 * metric-matched local fallback so the swap shifts no layout. No request goes
 * to a font CDN.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {fontFaces} from './fontFaces';
import {subsetFace} from './subsetFace';
import {FONT_WEIGHTS} from './weights';

const SUBSETS = ['inter-latin-wght-normal', 'inter-latin-ext-wght-normal'] as const;
const PUBLIC_DIR = 'fonts';

// Arial scaled to Inter's metrics (the values Next.js' font tooling computes for Inter).
const FALLBACK_FACE =
  "@font-face { font-family: 'Inter Fallback'; src: local('Arial'), local('Liberation Sans'), local('Helvetica'); " +
  'ascent-override: 90.44%; descent-override: 22.52%; line-gap-override: 0%; size-adjust: 107.12%; }';

export default async function selfHostedFont(context: LoadContext): Promise<Plugin> {
  const packageDir = dirname(require.resolve('@fontsource-variable/inter/package.json'));
  const publicPath = `${context.baseUrl}${PUBLIC_DIR}/`;
  const faces = fontFaces(
    await readFile(join(packageDir, 'wght.css'), 'utf8'),
    SUBSETS,
    publicPath,
    FONT_WEIGHTS,
  );
  const main = faces[0];
  return {
    name: 'self-hosted-font',
    injectHtmlTags() {
      return {
        headTags: [
          ...(main
            ? [
                {
                  tagName: 'link',
                  attributes: {
                    rel: 'preload',
                    href: `${publicPath}${main.file}`,
                    as: 'font',
                    type: 'font/woff2',
                    crossorigin: 'anonymous',
                  },
                },
              ]
            : []),
          {
            tagName: 'style',
            innerHTML: [...faces.map((face) => face.css), FALLBACK_FACE].join('\n'),
          },
        ],
      };
    },
    async postBuild({outDir}) {
      await mkdir(join(outDir, PUBLIC_DIR), {recursive: true});
      await Promise.all(
        faces.map(async (face) => {
          const font = await readFile(join(packageDir, 'files', face.file));
          await writeFile(
            join(outDir, PUBLIC_DIR, face.file),
            await subsetFace(font, face.range, FONT_WEIGHTS),
          );
        }),
      );
    },
  };
}
