/**
 * The request as the reader has built it, in the four languages of the page's samples, from the
 * same generator (src/lib/apiSamples), with their key and project ID filled in as on the page.
 */
import {useMemo, type ReactNode} from 'react';
import Details from '@theme/Details';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ApiSample from '@site/src/components/ApiSample';
import {requestInput} from '@site/src/lib/apiExplorer/buildRequest';
import type {FieldValues, TryItView} from '@site/src/lib/apiExplorer/types';
import {requestOf, samplesOf} from '@site/src/lib/apiSamples';

export default function RequestSamples({
  view,
  values,
  serverUrl,
}: {
  view: TryItView;
  values: FieldValues;
  serverUrl: string;
}): ReactNode {
  const samples = useMemo(
    () =>
      samplesOf(requestOf(requestInput(view, values, serverUrl, view.placeholders.key)), {
        emptyResponse: view.emptyResponse,
      }),
    [view, values, serverUrl],
  );
  return (
    <Details summary={<summary>This request as code</summary>}>
      <Tabs groupId="api-example-language">
        {samples.map((sample, index) => (
          <TabItem key={sample.id} value={sample.id} label={sample.label} default={index === 0}>
            <ApiSample
              code={sample.code}
              language={sample.language}
              api={view.api}
              placeholders={view.placeholders}
            />
          </TabItem>
        ))}
      </Tabs>
    </Details>
  );
}
