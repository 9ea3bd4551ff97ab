import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { allLoadedOnTheServer, loadedOnTheServer } from './loaded-on-the-server';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('a component loaded on the server', () => {
  it('waits for its import in a render that waits for everything, and renders the same HTML', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Late = loadedOnTheServer(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const rendering = prerenderToNodeStream(
      <Suspense fallback={<p>waiting</p>}>
        <Late name="Ada" />
      </Suspense>,
    );
    setTimeout(() => arrive(Greeting), 10);
    const { prelude } = await rendering;
    expect(await html(prelude)).toBe('<!--$--><p>Hello <!-- -->Ada</p><!--/$-->');
  });

  it('renders at once, even to a string, once its import has come', async () => {
    const Now = loadedOnTheServer(async () => Greeting);
    await allLoadedOnTheServer();
    expect(renderToStaticMarkup(<Now name="Grace" />)).toBe('<p>Hello Grace</p>');
  });
});
