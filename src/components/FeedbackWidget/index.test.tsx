/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeedbackWidget from '.';

const trackEvent = jest.fn<void, unknown[]>();
jest.mock('@site/src/lib/analytics', () => ({
  trackEvent: (...args: unknown[]) => trackEvent(...args),
}));

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  trackEvent.mockClear();
});

describe('FeedbackWidget', () => {
  it('offers two unpressed buttons until the reader chooses', () => {
    render(<FeedbackWidget path="/docs/a" />);
    expect(screen.getByRole('group', {name: 'Was this page helpful?'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', {name: /Not helpful/})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('presses the chosen button, stores the choice in the page cookie and sends an event', async () => {
    render(<FeedbackWidget path="/docs/canvas/filters/date" />);
    await userEvent.click(screen.getByRole('button', {name: /Very helpful/}));
    expect(screen.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.cookie).toContain('_docs_canvas_filters_date=very-helpful');
    expect(trackEvent).toHaveBeenCalledWith('Feedback', {
      path: '/docs/canvas/filters/date',
      choice: 'very-helpful',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
  });

  it('shows a stored choice on the next visit and lets the reader change it', async () => {
    document.cookie = '_docs_b=not-helpful; Path=/';
    render(<FeedbackWidget path="/docs/b" />);
    expect(
      await screen.findByRole('button', {name: /Not helpful/, pressed: true}),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: /Very helpful/}));
    expect(screen.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', {name: /Not helpful/})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(document.cookie).toContain('_docs_b=very-helpful');
  });

  it('keeps the choice for the session when cookies throw', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('SecurityError');
      },
    });
    try {
      const {unmount} = render(<FeedbackWidget path="/docs/private" />);
      await userEvent.click(screen.getByRole('button', {name: /Not helpful/}));
      expect(screen.getByRole('button', {name: /Not helpful/})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      unmount();
      render(<FeedbackWidget path="/docs/private" />);
      expect(
        await screen.findByRole('button', {name: /Not helpful/, pressed: true}),
      ).toBeInTheDocument();
    } finally {
      delete (document as {cookie?: string}).cookie;
      if (descriptor) Object.defineProperty(Document.prototype, 'cookie', descriptor);
    }
  });
});
