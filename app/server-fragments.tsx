// Server fragments (decision 0017): parts of a page whose HTML is the same for
// every visitor with the same few inputs (the footer, the header, the search
// page's feature checkboxes) are rendered once per process and key, and
// written into later documents as the string they rendered to. The browser
// renders and hydrates them as it always did: only the server skips them.
import { createContext, createElement, useContext, type ReactElement } from 'react';
import { preload } from 'react-dom';

/**
 * Where a process keeps rendered fragments (server/http/fragment-store.ts): a
 * request's view, which keeps nothing once the store was emptied during it.
 */
export type FragmentStore = {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
};

/** One document's fragments, in the order the render met them. */
export type FragmentRender = {
  store: FragmentStore;
  parts: { key: string; html: string | undefined }[];
};

const FragmentRenderContext = createContext<FragmentRender | null>(null);

export const FragmentsProvider = FragmentRenderContext.Provider;

/**
 * What a fragment's HTML depends on, as JSON values (a card's: what
 * `fragmentKeyOf` takes of its data): its key is its name and all of these.
 */
export type FragmentInputs = readonly unknown[];

/**
 * Preloads a card's first picture from the document's head. React writes that
 * link for a picture it renders with high priority; asked here, outside the
 * fragment, it writes the same link when the card comes from the store.
 */
export function preloadCardPicture(picture: { src: string; srcSet: string }, sizes: string) {
  preload(picture.src, {
    as: 'image',
    imageSrcSet: picture.srcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}

/**
 * A card's data as its fragment key holds it. `plan` names every top-level
 * field of the data (a field added there is a type error until it is placed):
 * 'as-is' enters the key as it is; 'model' is the catalogue model's own (its
 * name, rooms, picture), which the card's model number decides, since one
 * number names one model and a catalogue change empties the store. A field
 * marked 'model' that is an object (a home's `model`, a picture) must hold
 * only the model's own fields: nothing by place or price. A test in
 * server/app.int.test.ts compares them across the queries behind cards. A
 * search's card key is then a fraction of its data's JSON: writing and
 * looking up whole cards' JSON in the keys cost about 5% of a search's
 * render (bench/README.md).
 */
export function fragmentKeyOf<T extends { modelNumber: string }>(plan: {
  [K in keyof T]-?: K extends 'modelNumber' ? 'as-is' : 'as-is' | 'model';
}): ((data: T) => unknown[]) & { byModel: readonly (keyof T)[] } {
  const fields = Object.keys(plan) as (keyof T)[];
  const asIs = fields.filter((field) => plan[field] === 'as-is');
  return Object.assign((data: T) => asIs.map((field) => data[field]), {
    byModel: fields.filter((field) => plan[field] === 'model'),
  });
}

/**
 * Renders `children` (one element, rendering to one element) at most once per
 * `name` and `vary` on the server. Every input the children's HTML reads that
 * is not in `vary` must be one the store is emptied for when it changes (the
 * catalogue: server/app.ts). Not nested, no `useId` above a position that
 * differs between pages, and nothing React moves into the document's head
 * (title, meta, stylesheets, preloaded images): server/app.int.test.ts renders
 * each kind of page cold and warm and fails on any byte of difference.
 */
export function ServerFragment({
  name,
  vary,
  children,
}: {
  name: string;
  vary: FragmentInputs;
  children: ReactElement;
}) {
  const render = useContext(FragmentRenderContext);
  if (!render) return children;
  const key = `${name} ${JSON.stringify(vary)}`;
  const html = render.store.get(key);
  const tag = `fragment-${render.parts.length}`;
  render.parts.push({ key, html });
  // A custom element: nothing else in a React document can write this tag.
  return html === undefined ? createElement(tag, null, children) : createElement(tag);
}

/**
 * The document with each fragment's marker replaced by its HTML; the ones
 * rendered now are kept for the next documents. Throws when a marker is not
 * where the render put it, or a fragment's HTML does not start and end with
 * a tag (text beside it would have been separated differently).
 */
export function completeFragments(html: string, render: FragmentRender): string {
  if (render.parts.length === 0) return html;
  let out = '';
  let at = 0;
  for (const [index, part] of render.parts.entries()) {
    const open = `<fragment-${index}>`;
    const close = `</fragment-${index}>`;
    const start = html.indexOf(open, at);
    const end = start === -1 ? -1 : html.indexOf(close, start);
    if (end === -1) throw new Error(`Server fragment ${part.key} is missing from the document.`);
    let inner = part.html;
    if (inner === undefined) {
      inner = html.slice(start + open.length, end);
      if (!/^<[a-z][^]*>$/.test(inner) || inner.includes('<fragment-')) {
        throw new Error(`Server fragment ${part.key} must be one element, not nested.`);
      }
      render.store.set(part.key, inner);
    }
    out += html.slice(at, start) + inner;
    at = end + close.length;
  }
  return out + html.slice(at);
}
