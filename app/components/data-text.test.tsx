import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataText } from './data-text.tsx';

describe('DataText (SPEC §5)', () => {
  it('strips leading tags, shows line breaks as breaks and any other tag as text', () => {
    expect(
      renderToStaticMarkup(
        <DataText text="<p><strong>Open kitchen<br/>Big porch <script>x</script>" />,
      ),
    ).toBe('Open kitchen<br/>Big porch &lt;script&gt;x&lt;/script&gt;');
    expect(renderToStaticMarkup(<DataText text={null} />)).toBe('');
  });
});
