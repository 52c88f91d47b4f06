// Editorial content (issue 12, DESIGN §12): Markdown with front matter in
// `content/`, checked with zod when the site starts (a bad file stops it
// with one line naming the file), rendered once to HTML on the server and
// held in memory. SPEC §2 "page content can be looked up by a website page
// path": each file has one path, and a page may name a redirect target.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Marked, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

/** Where a file's folder puts it on the site. */
export const CONTENT_KINDS = {
  /** content/learn/{slug}.md → /learn/{slug} */
  learn: (slug: string) => `/learn/${slug}`,
  /** content/news/{slug}.md → /news/{slug} */
  news: (slug: string) => `/news/${slug}`,
  /** content/pages/{name}.md → /{name} */
  pages: (slug: string) => `/${slug}`,
  /** content/promotions/{slug}.md → /special-offers/{slug} (its form and thank-you beside it) */
  promotions: (slug: string) => `/special-offers/${slug}`,
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

export const MAX_CONTENT_TITLE = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isoDate = (field: string) =>
  z
    .union([z.string(), z.date()], { error: `${field} must be a date like 2026-11-20` })
    .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} must be a date like 2026-11-20`,
    );

const frontMatterSchema = z
  .object({
    title: z.string({ error: 'title is required' }).trim().min(1).max(MAX_CONTENT_TITLE),
    description: z.string({ error: 'description is required' }).trim().min(50).max(160),
    updated: isoDate('updated'),
    /** Order on the /learn list (learn only). */
    order: z.number().int().min(1).optional(),
    /** The post's date (news only). */
    date: isoDate('date').optional(),
    /** A promotion's first and last day (promotions only). */
    starts: isoDate('starts').optional(),
    ends: isoDate('ends').optional(),
    /** The states whose home centers take part in a promotion; absent: every home center. */
    states: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'states must be 2-letter codes like TN'))
      .min(1)
      .optional(),
    /** SPEC §2: a page may carry a redirect target, which is followed. A path on this site. */
    redirect: z
      .string()
      .regex(/^\/([^/\\]|$)/, 'redirect must be a path on this site, starting with one /')
      .optional(),
  })
  .strict();

export type ContentSection = { id: string; heading: string; html: string; text: string };

export type ContentEntry = {
  path: string;
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  updated: string;
  order: number | null;
  date: string | null;
  redirect: string | null;
  /** A promotion's first and last day, and the states taking part (null: everywhere). */
  starts: string | null;
  ends: string | null;
  states: string[] | null;
  /** What comes before the first second-level heading. */
  introHtml: string;
  /** One per second-level heading: a FAQ's questions, the legal page's parts, an article's chapters. */
  sections: ContentSection[];
  /** Rough reading time at 230 words a minute, at least 1. */
  readingMinutes: number;
};

export class ContentError extends Error {
  override name = 'ContentError';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A heading's anchor: lower case words joined by hyphens. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&[a-z]+;|&#\d+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** Text of rendered HTML (for structured data and word counts). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function markdown() {
  return new Marked({
    gfm: true,
    renderer: {
      // Our own files, but raw HTML never reaches a page: it shows as text.
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        return `<h${token.depth} id="${headingId(token.text)}">${inner}</h${token.depth}>\n`;
      },
      link(token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const href = escapeHtml(token.href);
        const external = !token.href.startsWith('/') && !token.href.startsWith('#');
        return external
          ? `<a href="${href}" rel="noopener noreferrer">${inner}</a>`
          : `<a href="${href}">${inner}</a>`;
      },
      image(token: Tokens.Image) {
        // No pictures in editorial text (we draw ours); the words stay.
        return escapeHtml(token.text);
      },
      // Wide tables scroll inside their own box on a phone.
      table(token: Tokens.Table) {
        const head = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join('');
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
          )
          .join('\n');
        return `<div class="content-table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** One file's entry, or a ContentError whose message is one line naming the file. */
export function parseContentFile(
  relativeFile: string,
  source: string,
  kind: ContentKind,
): ContentEntry {
  const fail = (problem: string): never => {
    throw new ContentError(`${relativeFile}: ${problem.replace(/\s+/g, ' ')}`);
  };
  const slug = path.basename(relativeFile, '.md');
  if (!SLUG.test(slug)) fail('the file name must be lower-case words joined by hyphens');
  const match = FRONT_MATTER.exec(source);
  if (!match) return fail('it must start with front matter between --- lines');
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    fail(`front matter is not YAML (${error instanceof Error ? error.message : 'unreadable'})`);
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    fail(field ? `${field}: ${issue.message}` : issue.message);
  }
  const meta = parsed.data!;
  if (kind === 'learn' && meta.order === undefined) fail('order is required for an article');
  if (kind !== 'learn' && meta.order !== undefined) fail('order is only for content/learn');
  if (kind === 'news' && meta.date === undefined) fail('date is required for a news post');
  if (kind !== 'news' && meta.date !== undefined) fail('date is only for content/news');
  if (kind === 'promotions') {
    if (!meta.starts || !meta.ends) fail('starts and ends are required for a promotion');
    if (meta.ends! < meta.starts!) fail('ends must not be before starts');
  } else if (meta.starts || meta.ends || meta.states) {
    fail('starts, ends and states are only for content/promotions');
  }

  const engine = markdown();
  const tokens = engine.lexer(source.slice(match[0].length));
  if (tokens.some((token) => token.type === 'heading' && token.depth === 1)) {
    fail('use ## headings and below: the page shows the title as its only # heading');
  }
  const intro: Token[] = [];
  const groups: { heading: Tokens.Heading; body: Token[] }[] = [];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 2) {
      groups.push({ heading: token as Tokens.Heading, body: [] });
    } else if (groups.length > 0) groups.at(-1)!.body.push(token);
    else intro.push(token);
  }
  const render = (list: Token[]) => engine.parser(list);
  const ids = new Set<string>();
  const sections = groups.map(({ heading, body }) => {
    const id = headingId(heading.text);
    if (ids.has(id)) fail(`two sections are headed "${heading.text}"`);
    ids.add(id);
    const html = render(body);
    return {
      id,
      heading: htmlToText(engine.parseInline(heading.text) as string),
      html,
      text: htmlToText(html),
    };
  });
  const introHtml = render(intro);
  const words = [introHtml, ...sections.map((s) => `${s.heading} ${s.html}`)]
    .map((html) => htmlToText(html))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  if (words < 40 && !meta.redirect) fail('the page has almost no text');
  return {
    path: CONTENT_KINDS[kind](slug),
    kind,
    slug,
    title: meta.title,
    description: meta.description,
    updated: meta.updated,
    order: meta.order ?? null,
    date: meta.date ?? null,
    redirect: meta.redirect ?? null,
    starts: meta.starts ?? null,
    ends: meta.ends ?? null,
    states: meta.states ?? null,
    introHtml,
    sections,
    readingMinutes: Math.max(1, Math.round(words / 230)),
  };
}

export type ContentLibrary = {
  byPath: ReadonlyMap<string, ContentEntry>;
  /** Every entry of a kind: learn by order, news newest first, pages by path, promotions by start. */
  list(kind: ContentKind): ContentEntry[];
};

/** Reads and checks every file under a content folder; throws ContentError on the first bad one. */
export async function loadContent(dir = CONTENT_DIR): Promise<ContentLibrary> {
  const byPath = new Map<string, ContentEntry>();
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const folder = path.join(dir, kind);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.md'),
    );
    for (const name of names.sort()) {
      const relative = path.join(path.basename(dir), kind, name);
      const entry = parseContentFile(
        relative,
        await readFile(path.join(folder, name), 'utf8'),
        kind,
      );
      if (byPath.has(entry.path))
        throw new ContentError(`${relative}: ${entry.path} is taken twice`);
      byPath.set(entry.path, entry);
    }
  }
  const all = [...byPath.values()];
  const lists = new Map<ContentKind, ContentEntry[]>([
    ['learn', all.filter((e) => e.kind === 'learn').sort((a, b) => a.order! - b.order!)],
    [
      'news',
      all
        .filter((e) => e.kind === 'news')
        .sort((a, b) => b.date!.localeCompare(a.date!) || a.slug.localeCompare(b.slug)),
    ],
    ['pages', all.filter((e) => e.kind === 'pages').sort((a, b) => a.path.localeCompare(b.path))],
    [
      'promotions',
      all
        .filter((e) => e.kind === 'promotions')
        .sort((a, b) => a.starts!.localeCompare(b.starts!) || a.slug.localeCompare(b.slug)),
    ],
  ]);
  return { byPath, list: (kind) => lists.get(kind) ?? [] };
}

let library: Promise<ContentLibrary> | null = null;

/** The site's content, read once per process (the server reads it before it listens). */
export function siteContent(): Promise<ContentLibrary> {
  library ??= loadContent().catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/** SPEC §2: page content by website page path (case and a trailing / do not matter). */
export async function contentByPath(pagePath: string): Promise<ContentEntry | null> {
  const key = pagePath.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase() || '/';
  return (await siteContent()).byPath.get(key) ?? null;
}

export async function contentList(kind: ContentKind): Promise<ContentEntry[]> {
  return (await siteContent()).list(kind);
}
