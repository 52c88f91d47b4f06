import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  completeFragments,
  fragmentKeyOf,
  FragmentsProvider,
  ServerFragment,
  type FragmentRender,
  type FragmentStore,
} from './server-fragments.tsx';

function memoryStore(): FragmentStore & { keys(): string[] } {
  const kept = new Map<string, string>();
  return {
    get: (key) => kept.get(key),
    set: (key, html) => void kept.set(key, html),
    keys: () => [...kept.keys()],
  };
}

let rendered = 0;
function Card({ name }: { name: string }) {
  rendered++;
  return (
    <article>
      <h3>{name}</h3> costs <b>{name.length}</b>
    </article>
  );
}

function Page({ names, note }: { names: string[]; note: string }) {
  return (
    <main>
      {note}
      {names.map((name) => (
        <ServerFragment key={name} name="card" vary={[{ name }]}>
          <Card name={name} />
        </ServerFragment>
      ))}
      {note}
    </main>
  );
}

function render(store: FragmentStore | null, page: React.ReactElement) {
  const fragments: FragmentRender | null = store ? { store, parts: [] } : null;
  const html = renderToString(<FragmentsProvider value={fragments}>{page}</FragmentsProvider>);
  return fragments ? completeFragments(html, fragments) : html;
}

describe('server fragments (decision 0017)', () => {
  it('writes what the whole render writes, renders each key once, and keys by what varies', () => {
    const store = memoryStore();
    const page = <Page names={['Oak', 'Elm']} note="near you" />;
    const whole = render(null, page);
    rendered = 0;
    expect(render(store, page)).toBe(whole);
    expect(rendered).toBe(2);
    expect(render(store, page)).toBe(whole);
    expect(render(store, <Page names={['Elm', 'Oak']} note="x" />)).toBe(
      render(null, <Page names={['Elm', 'Oak']} note="x" />),
    );
    rendered = 0;
    render(store, <Page names={['Oak', 'Ash']} note="x" />);
    // Only Ash is new.
    expect(rendered).toBe(1);
    expect(store.keys()).toEqual([
      'card [{"name":"Oak"}]',
      'card [{"name":"Elm"}]',
      'card [{"name":"Ash"}]',
    ]);
  });

  it('is its children where no render keeps fragments (the browser)', () => {
    expect(
      renderToString(
        <ServerFragment name="card" vary={[]}>
          <b>hi</b>
        </ServerFragment>,
      ),
    ).toBe('<b>hi</b>');
  });

  it('refuses a part that is not one element, whose text would be separated differently', () => {
    const store = memoryStore();
    expect(() =>
      render(
        store,
        <p>
          a
          <ServerFragment name="text" vary={[]}>
            <>b</>
          </ServerFragment>
        </p>,
      ),
    ).toThrow(/must be one element/);
  });

  it('keeps an id from useId the same from the fragment as from the whole render, beside other ids', () => {
    function Labelled() {
      const id = useId();
      return <label htmlFor={id}>Name</label>;
    }
    function Form() {
      const id = useId();
      return (
        <form id={id}>
          <Labelled />
          <ServerFragment name="labelled" vary={[]}>
            <Labelled />
          </ServerFragment>
          <Labelled />
        </form>
      );
    }
    const store = memoryStore();
    const whole = render(null, <Form />);
    expect(render(store, <Form />)).toBe(whole);
    expect(render(store, <Form />)).toBe(whole);
  });

  it('keys a card by its model number and the fields it holds as they are, not the model’s own', () => {
    type Plan = {
      modelNumber: string;
      name: string;
      price: number;
      dealer: { name: string } | null;
    };
    const keyOf = fragmentKeyOf<Plan>({
      modelNumber: 'as-is',
      name: 'model',
      price: 'as-is',
      dealer: 'as-is',
    });
    const oak: Plan = {
      modelNumber: 'OAK-1',
      name: 'The Oak',
      price: 72_900,
      dealer: { name: 'Knoxville' },
    };
    expect(keyOf(oak)).toEqual(['OAK-1', 72_900, { name: 'Knoxville' }]);
    const key = (plan: Plan) => JSON.stringify(keyOf(plan));
    // One model number is one catalogue model: its name is not asked again.
    expect(key({ ...oak, name: 'The Oak, from another query' })).toBe(key(oak));
    expect(key({ ...oak, price: 69_900 })).not.toBe(key(oak));
    expect(key({ ...oak, dealer: { name: 'Maryville' } })).not.toBe(key(oak));
    expect(key({ ...oak, dealer: null })).not.toBe(key(oak));
    expect(key({ ...oak, modelNumber: 'OAK-2' })).not.toBe(key(oak));
  });
});
