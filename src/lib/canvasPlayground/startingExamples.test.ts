import {handleRenderRequest} from '@site/src/canvas/worker/handleRenderRequest';
import {normaliseOutput} from '@site/src/canvas/examples';
import {startingExamples} from './startingExamples';

describe('the playground starting examples', () => {
  it('are a post list, a date format, a form and a macro', () => {
    expect(startingExamples.map((example) => example.id)).toEqual([
      'post-list',
      'date-format',
      'form',
      'macro',
    ]);
  });

  it.each(startingExamples)('$label renders without a problem', (example) => {
    const response = handleRenderRequest({id: 1, template: example.template, data: example.data});
    expect(
      response.ok ? normaliseOutput(response.html) : response.problem.message,
    ).toMatchSnapshot();
  });
});
