// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentJsonTexts, DocumentTextsContext } from './document-texts';
import { DOCUMENT_TEXTS_ID, type DocumentTextReference, DocumentTexts, fromJsonText } from './json-text';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("the document's script of JSON texts", () => {
  it('carries the texts the server rendered, keeps them through hydration, and the browser reads a reference from it', async () => {
    const store = { companyName: 'Northwind </script> Threads', currencies: ['GBP', 'EUR'] };
    const blocks = [{ uid: 'a', properties: { text: '<em>hello</em>' } }];
    const texts = new DocumentTexts();
    const references = [texts.add(store), texts.add(blocks)];
    const html = renderToString(
      <DocumentTextsContext.Provider value={texts}>
        <DocumentJsonTexts nonce="page-nonce" />
      </DocumentTextsContext.Provider>,
    );
    expect(html).not.toContain('</script> Threads');
    expect(html).toMatch(/^<script [^>]*nonce="page-nonce"/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <DocumentJsonTexts nonce="page-nonce" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(document.getElementById(DOCUMENT_TEXTS_ID)?.textContent).not.toBe('');

    // What the browser's loader data holds: the references as turbo-stream decodes them, plain objects.
    const [sentStore, sentBlocks] = references.map(
      (reference) => JSON.parse(JSON.stringify(reference)) as DocumentTextReference,
    );
    expect(fromJsonText<typeof store>(sentStore as DocumentTextReference)).toStrictEqual(store);
    const readBlocks = fromJsonText<typeof blocks>(sentBlocks as DocumentTextReference);
    expect(readBlocks).toStrictEqual(blocks);
    expect(fromJsonText<typeof blocks>(sentBlocks as DocumentTextReference)).toBe(readBlocks);
    expect(() => fromJsonText({ documentText: 9 })).toThrow('The document has no JSON text 9.');
  });
});
