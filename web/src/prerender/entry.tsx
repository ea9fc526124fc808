// Server entry of the build-time prerender (scripts/prerender.mjs): the HTML of a route as the
// app first paints it, before any data (the shops) has arrived. Emotion writes each style next
// to the markup that uses it, so the HTML paints styled without the script.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';

export function render(location: string): string {
  const Router = ({ children }: { children?: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return renderToString(<App Router={Router} />);
}
