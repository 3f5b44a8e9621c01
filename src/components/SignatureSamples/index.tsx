/**
 * The check of the `Tessera-Signature` header in JavaScript (Node.js), Python, PHP and shell, one
 * tab each, titled with the file the guide saves it as. The tabs are in the group of the endpoint
 * pages' example languages, so the reader's choice holds on every page. The samples come as props
 * (src/data/api/signatureSamples.ts): an event page gets them from its build-time view, so the API
 * pages' shared code does not carry them.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {SignatureSample} from '@site/src/data/api/signatureSamples';

export default function SignatureSamples({
  samples,
}: {
  readonly samples: readonly SignatureSample[];
}): ReactNode {
  return (
    <Tabs groupId="api-example-language">
      {samples.map((sample, index) => (
        <TabItem key={sample.tab} value={sample.tab} label={sample.label} default={index === 0}>
          <CodeBlock language={sample.language} title={sample.file}>
            {sample.code}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
