import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, headingId, htmlToText, loadContent, parseContentFile } from './content.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const file = (front: string, body = words(60)) => `---\n${front}\n---\n${body}\n`;
const FRONT = [
  'title: Questions buyers ask',
  'description: Answers to the questions buyers ask most about homes, land and delivery.',
  'updated: 2026-11-20',
].join('\n');

describe('parseContentFile', () => {
  it('renders Markdown, splits second-level sections and keeps raw HTML as text', () => {
    const entry = parseContentFile(
      'content/pages/faq.md',
      file(
        FRONT,
        `Intro with [homes](/homes) and [a site](https://example.org) <script>alert(1)</script>.\n\n## What is a **HUD** label?\n\n${words(30)}\n\n### Detail\n\nMore.\n\n## Can I visit?\n\nYes.`,
      ),
      'pages',
    );
    expect(entry.path).toBe('/faq');
    expect(entry.introHtml).toContain('<a href="/homes">homes</a>');
    expect(entry.introHtml).toContain('rel="noopener noreferrer"');
    expect(entry.introHtml).not.toContain('<script>');
    expect(entry.introHtml).toContain('&#60;script&#62;');
    expect(entry.sections.map((s) => [s.id, s.heading])).toEqual([
      ['what-is-a-hud-label', 'What is a HUD label?'],
      ['can-i-visit', 'Can I visit?'],
    ]);
    expect(entry.sections[0]!.html).toContain('<h3 id="detail">Detail</h3>');
    expect(entry.sections[1]!.text).toBe('Yes.');
  });

  it('places each kind at its path and orders and dates what needs it', () => {
    const article = parseContentFile(
      'content/learn/the-hud-code.md',
      file(`${FRONT}\norder: 4`),
      'learn',
    );
    expect([article.path, article.order, article.readingMinutes]).toEqual([
      '/learn/the-hud-code',
      4,
      1,
    ]);
    const post = parseContentFile(
      'content/news/a-post.md',
      file(`${FRONT}\ndate: 2026-10-02`),
      'news',
    );
    expect([post.path, post.date]).toEqual(['/news/a-post', '2026-10-02']);
  });

  it.each([
    ['no front matter', 'Just text', /must start with front matter/],
    ['a missing title', file('description: x\nupdated: 2026-11-20'), /title/],
    [
      'a short description',
      file(`title: T\ndescription: Too short\nupdated: 2026-11-20`),
      /description/,
    ],
    [
      'a bad date',
      file(FRONT.replace('2026-11-20', '2026-02-30')),
      /updated: updated must be a date/,
    ],
    ['an unknown key', file(`${FRONT}\nauthor: Me`), /author/],
    ['an order outside learn', file(`${FRONT}\norder: 2`), /order is only for content\/learn/],
    ['a level-one heading', file(FRONT, `# Title\n\n${words(60)}`), /use ## headings/],
    ['almost no text', file(FRONT, 'Short.'), /almost no text/],
    [
      'a redirect to another site',
      file(`${FRONT}\nredirect: //evil.example`),
      /redirect must be a path/,
    ],
    ['broken YAML', file('title: [unclosed'), /front matter is not YAML/],
  ])('refuses %s with one line naming the file', (_case, source, message) => {
    let error: unknown;
    try {
      parseContentFile('content/pages/x.md', source, 'pages');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const text = (error as Error).message;
    expect(text).toMatch(/^content\/pages\/x\.md: /);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });

  it('requires an order for an article and a date for a news post', () => {
    expect(() => parseContentFile('content/learn/a.md', file(FRONT), 'learn')).toThrow(
      /order is required/,
    );
    expect(() => parseContentFile('content/news/a.md', file(FRONT), 'news')).toThrow(
      /date is required/,
    );
  });

  it('keeps a redirect target, which the page follows', () => {
    const moved = parseContentFile(
      'content/learn/old.md',
      file(`${FRONT}\norder: 9\nredirect: /learn/the-hud-code`, 'Moved.'),
      'learn',
    );
    expect(moved.redirect).toBe('/learn/the-hud-code');
  });
});

describe('helpers', () => {
  it('makes anchors and plain text', () => {
    expect(headingId('What’s a “HUD” label & data plate?')).toBe('what-s-a-hud-label-data-plate');
    expect(headingId('Élan')).toBe('elan');
    expect(htmlToText('<p>A &#38; B &lt;3</p>\n<p>C</p>')).toBe('A & B <3 C');
  });
});

describe('loadContent', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lists articles in order and news newest first, and refuses a bad file by name', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-'));
    const root = path.join(dir, 'content');
    await mkdir(path.join(root, 'learn'), { recursive: true });
    await mkdir(path.join(root, 'news'), { recursive: true });
    await writeFile(path.join(root, 'learn', 'second.md'), file(`${FRONT}\norder: 2`));
    await writeFile(path.join(root, 'learn', 'first.md'), file(`${FRONT}\norder: 1`));
    await writeFile(path.join(root, 'news', 'old.md'), file(`${FRONT}\ndate: 2026-06-01`));
    await writeFile(path.join(root, 'news', 'new.md'), file(`${FRONT}\ndate: 2026-11-01`));
    const library = await loadContent(root);
    expect(library.list('learn').map((e) => e.slug)).toEqual(['first', 'second']);
    expect(library.list('news').map((e) => e.slug)).toEqual(['new', 'old']);
    expect(library.byPath.get('/learn/first')?.title).toBe('Questions buyers ask');

    await writeFile(path.join(root, 'news', 'Bad Name.md'), file(FRONT));
    await expect(loadContent(root)).rejects.toThrow(
      /^content\/news\/Bad Name\.md: the file name must be/,
    );
  });
});

describe('the site’s own content', () => {
  it('loads, and every link in it leads to a page the site serves', async () => {
    const { default: routes } = await import('../../app/routes.ts');
    type RouteEntry = { path?: string; children?: RouteEntry[] };
    const served = new Set<string>(['/']);
    const walk = (list: RouteEntry[]) => {
      for (const entry of list) {
        if (entry.path && !entry.path.includes(':') && entry.path !== '*')
          served.add(`/${entry.path}`);
        if (entry.children) walk(entry.children);
      }
    };
    walk(routes as RouteEntry[]);
    const library = await loadContent();
    for (const entry of library.byPath.values()) served.add(entry.path);
    expect(library.list('learn').length).toBeGreaterThanOrEqual(5);
    const broken: string[] = [];
    for (const entry of library.byPath.values()) {
      const html = [entry.introHtml, ...entry.sections.map((s) => s.html)].join('');
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
        const target = href!.split(/[?#]/, 1)[0]!;
        if (href!.startsWith('#')) continue;
        if (!served.has(target)) broken.push(`${entry.path} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('promotions', () => {
  it('need their dates in order, and only promotions have them', () => {
    const promo = parseContentFile(
      'content/promotions/trade-in.md',
      file(`${FRONT}\nstarts: 2026-11-01\nends: 2027-01-31\nstates: [TN, GA]`),
      'promotions',
    );
    expect([promo.path, promo.starts, promo.ends, promo.states]).toEqual([
      '/special-offers/trade-in',
      '2026-11-01',
      '2027-01-31',
      ['TN', 'GA'],
    ]);
    expect(() =>
      parseContentFile(
        'content/promotions/x.md',
        file(`${FRONT}\nstarts: 2026-11-01`),
        'promotions',
      ),
    ).toThrow(/starts and ends are required/);
    expect(() =>
      parseContentFile(
        'content/promotions/x.md',
        file(`${FRONT}\nstarts: 2026-11-01\nends: 2026-10-01`),
        'promotions',
      ),
    ).toThrow(/ends must not be before starts/);
    expect(() =>
      parseContentFile('content/pages/x.md', file(`${FRONT}\nends: 2026-10-01`), 'pages'),
    ).toThrow(/only for content\/promotions/);
  });
});
