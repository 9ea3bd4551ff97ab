/**
 * A large value a loader hands the browser as its JSON text instead of as objects. React Router encodes
 * loader data with turbo-stream, which visits every value of an object and looks each up in a map (to write
 * a repeated value once): for a 30-block home page, its blocks and their data, that was 12 % of an uncached
 * render's CPU. A string it writes as it is. The text of a value that is itself kept (the page reader's
 * blocks, the block data cache's data) is made once; the value read back from a text is kept too, so a
 * render on the server reads it without parsing, and the browser parses each text once.
 *
 * Only plain JSON values belong here (no Date, Map, undefined in arrays, or class instances): JSON.parse
 * must give back what JSON.stringify was given, as json-text.test.ts checks for a page's blocks and data.
 */
declare const valueOfText: unique symbol;

/**
 * Where a document's JSON texts are sent: one `<script type="application/json">` of this id, which holds an
 * object of the texts by their number (DocumentTexts).
 */
export const DOCUMENT_TEXTS_ID = 'pf-json-texts';

/**
 * The text a reference to a document's JSON text stands for, on the server; never sent (Object.keys skips
 * it). From the global registry: the server's own bundle (the load context) makes references, the app's
 * bundle reads them, each with its own copy of this module.
 */
const textOfReference = Symbol.for('printfront.documentText');

/** A JSON text sent in the document's script of texts rather than in the loader data: its number there. */
export interface DocumentTextReference {
  readonly documentText: number;
  readonly [textOfReference]?: string;
}

/**
 * A value's JSON text, typed with the value it reads back as: the text itself, or in a document a reference
 * to it in the document's script of texts.
 */
export type JsonText<T> = (string | DocumentTextReference) & { readonly [valueOfText]?: T };

type NotJson =
  | Date
  | Map<unknown, unknown>
  | Set<unknown>
  | bigint
  | symbol
  | ((...args: never[]) => unknown);

/** T when JSON keeps all of it; a value (at any depth) that JSON would turn into something else makes it never. */
export type PlainJson<T> = T extends NotJson
  ? never
  : T extends object
    ? { [K in keyof T]: PlainJson<T[K]> }
    : T;

const textOfValue = new WeakMap<object, string>();

/** The JSON text of a value: made once for each object, which must not change after it is given here. */
export function toJsonText<T extends object>(value: T & PlainJson<T>): JsonText<T> {
  let text = textOfValue.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    textOfValue.set(value, text);
  }
  return text as JsonText<T>;
}

const escapedTextOfValue = new WeakMap<object, string>();

/**
 * The JSON texts of one document's loaders, which the document carries in a script of their own instead of in
 * React Router's loader data. There a text went through turbo-stream's encoding (as a string: escaped), a
 * second JSON string (the stream's script) and an escape for HTML, on every render: 7 % of an uncached home
 * page. Here it is written once as it is, `<` escaped (it can appear only within a JSON string, where \u003c
 * reads back the same), and that form is kept per value too. Each loader of a document request
 * (load context's documentTexts) sends a reference in its place, which the server's render reads the text of
 * and the browser finds in the script.
 */
export class DocumentTexts {
  private readonly escaped: string[] = [];

  /** A reference to the value's JSON text, which this document's script of texts carries. */
  add<T extends object>(value: T & PlainJson<T>): JsonText<T> {
    const text = toJsonText<T>(value) as string;
    let escaped = escapedTextOfValue.get(value);
    if (escaped === undefined) {
      escaped = text.replaceAll('<', '\\u003c');
      escapedTextOfValue.set(value, escaped);
    }
    this.escaped.push(escaped);
    const reference: DocumentTextReference = { documentText: this.escaped.length };
    Object.defineProperty(reference, textOfReference, { value: text, enumerable: false });
    return reference as JsonText<T>;
  }

  /** The script's content: a JSON object of the texts by number, safe inside a script element. */
  script(): string {
    let content = '{';
    for (let index = 0; index < this.escaped.length; index += 1) {
      content += `${index === 0 ? '' : ','}"${index + 1}":${this.escaped[index]}`;
    }
    return `${content}}`;
  }
}

/** The value's JSON text for a loader: in a document, a reference to it in the document's texts. */
export function jsonTextFor<T extends object>(
  documentTexts: DocumentTexts | null | undefined,
  value: T & PlainJson<T>,
): JsonText<T> {
  return documentTexts ? documentTexts.add<T>(value) : toJsonText<T>(value);
}

/** The values of this document's script of texts, in the browser: read once, kept for the page's life. */
let documentValues: Record<string, unknown> | null = null;

function documentValue(reference: DocumentTextReference): unknown {
  if (documentValues === null) {
    const script = document.getElementById(DOCUMENT_TEXTS_ID);
    documentValues = JSON.parse(script?.textContent || '{}') as Record<string, unknown>;
    for (const value of Object.values(documentValues)) share(value, false);
  }
  const value = documentValues[String(reference.documentText)];
  if (value === undefined) throw new Error(`The document has no JSON text ${reference.documentText}.`);
  return value;
}

/** Values read back, by their text: at most this many texts, and this many characters in all. */
const MAX_TEXTS = 256;
const MAX_CHARACTERS = 8_000_000;
const readBack = new Map<string, unknown>();
let characters = 0;

/** Ids of the objects read back from texts, for keys that name a shared value by its id (sharedValueId). */
const sharedIds = new WeakMap<object, number>();
let lastSharedId = 0;

/**
 * Gives every object of a value read back an id; on the server, freezes it too, since every render of the
 * process shares it: a render that changed it would throw instead of changing what the next one reads.
 */
function share(value: unknown, freeze: boolean): void {
  if (typeof value !== 'object' || value === null) return;
  lastSharedId += 1;
  sharedIds.set(value, lastSharedId);
  for (const item of Array.isArray(value) ? value : Object.values(value)) share(item, freeze);
  if (freeze) Object.freeze(value);
}

/**
 * The id of an object read back from a JSON text (or from within one); undefined for any other object. Two
 * objects with one id are one object, which never changes: a key may name it by its id instead of by its
 * contents (kept HTML: static-block-frame.tsx, product-card.tsx).
 */
export function sharedValueId(value: object): number | undefined {
  return sharedIds.get(value);
}

/**
 * The value a JSON text stands for. The same text gives the same object each time, shared by every render
 * that reads it: it must be read, never changed (on the server it is frozen). The oldest texts are
 * forgotten first.
 */
export function fromJsonText<T>(sent: JsonText<T>): T {
  if (typeof sent !== 'string') {
    const text = sent[textOfReference];
    if (text === undefined) return documentValue(sent) as T;
    return fromJsonText<T>(text as JsonText<T>);
  }
  const text: string = sent;
  if (readBack.has(text)) return readBack.get(text) as T;
  const value = JSON.parse(text) as T;
  share(value, typeof document === 'undefined');
  if (text.length <= MAX_CHARACTERS) {
    readBack.set(text, value);
    characters += text.length;
    for (const oldest of readBack.keys()) {
      if (readBack.size <= MAX_TEXTS && characters <= MAX_CHARACTERS) break;
      readBack.delete(oldest);
      characters -= oldest.length;
    }
  }
  return value;
}

/** How many texts are kept read back, and their characters (tests). */
export function keptTexts(): { texts: number; characters: number } {
  return { texts: readBack.size, characters };
}
