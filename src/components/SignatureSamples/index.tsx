/**
 * The check of the `Tessera-Signature` header in JavaScript (Node.js), Python, PHP and shell, one
 * tab each, titled with the file the guide saves it as. The tabs are in the group of the endpoint
 * pages' example languages, so the reader's choice holds on every page.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {SIGNATURE_SAMPLES} from '@site/src/data/api/signatureSamples';

export default function SignatureSamples(): ReactNode {
  return (
    <Tabs groupId="api-example-language">
      {SIGNATURE_SAMPLES.map((sample, index) => (
        <TabItem key={sample.tab} value={sample.tab} label={sample.label} default={index === 0}>
          <CodeBlock language={sample.language} title={sample.file}>
            {sample.code}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
