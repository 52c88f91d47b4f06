import { z } from 'zod';
import {
  CONTENT_KINDS,
  contentByPath,
  contentList,
  type ContentEntry,
  type ContentKind,
  type ContentSection,
} from '../../domain/content.ts';
import { builder } from '../builder.ts';

const ContentKindEnum = builder.enumType('ContentKind', {
  description:
    'Where a page of editorial content lives: /learn/{slug}, /news/{slug}, /{name} or /special-offers/{slug}',
  values: Object.keys(CONTENT_KINDS) as ContentKind[],
});

const ContentSectionType = builder.objectRef<ContentSection>('ContentSection').implement({
  description: 'A part of a page under one second-level heading (a FAQ question and its answer)',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The heading’s anchor' }),
    heading: t.exposeString('heading'),
    html: t.exposeString('html', { description: 'The part’s body as HTML (ours; no raw HTML)' }),
    text: t.exposeString('text', { description: 'The body as plain text' }),
  }),
});

const ContentPageType = builder.objectRef<ContentEntry>('ContentPage').implement({
  description: 'Editorial content from content/ (issue 12): an article, a news post or a page',
  fields: (t) => ({
    path: t.exposeString('path'),
    kind: t.field({ type: ContentKindEnum, resolve: (entry) => entry.kind }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    updated: t.exposeString('updated', { description: 'YYYY-MM-DD' }),
    date: t.exposeString('date', { nullable: true, description: 'A news post’s date, YYYY-MM-DD' }),
    redirect: t.exposeString('redirect', {
      nullable: true,
      description: 'SPEC §2: a page may carry a redirect target, which is followed',
    }),
    starts: t.exposeString('starts', {
      nullable: true,
      description: 'A promotion’s first day, YYYY-MM-DD',
    }),
    ends: t.exposeString('ends', { nullable: true, description: 'A promotion’s last day' }),
    states: t.exposeStringList('states', {
      nullable: true,
      description: 'The states whose home centers take part in a promotion; null: every one',
    }),
    introHtml: t.exposeString('introHtml'),
    sections: t.field({ type: [ContentSectionType], resolve: (entry) => entry.sections }),
    readingMinutes: t.exposeInt('readingMinutes'),
  }),
});

builder.queryField('pageContent', (t) =>
  t.field({
    type: ContentPageType,
    nullable: true,
    description:
      'SPEC §2: page content looked up by a website page path (case and a trailing / do not matter), or null',
    args: {
      path: t.arg.string({
        required: true,
        validate: z.string().max(512, 'must be at most 512 characters'),
      }),
    },
    resolve: (_root, args) => contentByPath(args.path),
  }),
);

builder.queryField('contentPages', (t) =>
  t.field({
    type: [ContentPageType],
    description: 'Every page of a kind: articles in reading order, news newest first',
    args: { kind: t.arg({ type: ContentKindEnum, required: true }) },
    resolve: (_root, args) => contentList(args.kind),
  }),
);
