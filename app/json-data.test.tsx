import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { jsonData, JsonDataScript, keptJson, plainLoaderData, readJsonData } from './json-data.ts';

const value = {
  mode: 'homes',
  skipped: undefined,
  search: { where: '37918', beds: null, features: [3, 7] },
  models: [
    { name: 'The Oak', note: '</script><b>"quoted"</b>', price: 72_900 },
    { name: 'The Elm', note: 'ü · ×', price: null },
  ],
  empty: [],
};

describe('jsonData (decision 0018)', () => {
  it('writes exactly what JSON.stringify writes', () => {
    expect(jsonData('homes', value, false).json).toBe(JSON.stringify(value));
  });

  it('copies a kept part’s text written before, and writes the rest as JSON.stringify would', () => {
    const features = keptJson([{ featureId: 3, name: 'Porch', type: 'Exterior' }]);
    const page = { ...value, features, none: undefined, call: () => 1, nothing: null };
    expect(jsonData('homes', page, false).json).toBe(JSON.stringify(page));
    // The text is the one written when it was kept.
    features[0]!.name = 'Changed after';
    expect(jsonData('homes', page, false).json).toContain('"name":"Porch"');
    expect(jsonData('homes', [features], false).json).toBe(JSON.stringify([features]));
    expect(jsonData('homes', {}, false).json).toBe('{}');
    expect(jsonData('homes', { only: undefined }, false).json).toBe('{}');
  });

  it('gives the server render the value itself, and page data the value', () => {
    const sent = jsonData('homes', value, true);
    expect(sent).toEqual({ inDocument: 'homes' });
    expect(readJsonData(sent)).toBe(value);
    expect(plainLoaderData(sent)).toBe(value);
    expect(plainLoaderData({ other: 1 })).toEqual({ other: 1 });
  });

  it('puts a document’s data in an element no text can close early, and reads it back', () => {
    const html = renderToString(<JsonDataScript data={jsonData('homes', value, true)} />);
    expect(html).toMatch(/^<script type="application\/json" id="json-data-homes">[^<]*<\/script>$/);
    const text = /<script[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
    // In a browser: the element is read once when the page hydrates.
    const fromPage = { inDocument: 'homes' };
    const previous = globalThis.document;
    globalThis.document = {
      getElementById: (id: string) => (id === 'json-data-homes' ? { textContent: text } : null),
    } as unknown as Document;
    try {
      expect(readJsonData(fromPage)).toEqual(JSON.parse(JSON.stringify(value)));
      expect(renderToString(<JsonDataScript data={fromPage} />)).toBe(html);
    } finally {
      globalThis.document = previous;
    }
  });

  it('parses a navigation’s data once, and writes no element for it', () => {
    const navigation = { json: JSON.stringify(value) };
    const first = readJsonData(navigation);
    expect(first).toEqual(JSON.parse(JSON.stringify(value)));
    expect(readJsonData(navigation)).toBe(first);
    expect(renderToString(<JsonDataScript data={navigation} />)).toBe('');
  });
});
