// The planner's words are reference data every database gets: check their
// shape once here, so a new item cannot break the pages or the progress.
import { describe, expect, it } from 'vitest';
import { PLANNER_SECTIONS, PLANNER_TYPES } from '../../lib/planner.ts';
import { QUESTION_ANSWERS } from '../domain/planner.ts';
import { ACTION_PATHS, plannerItems } from './planner-text.ts';

const sections = PLANNER_SECTIONS.map((s) => s.internalName);
const all = (type: (typeof PLANNER_TYPES)[number]) =>
  sections.flatMap((section) => plannerItems(type, section).map((item) => ({ section, ...item })));

describe('planner content', () => {
  it('has 9 journey items and 6 in each other section, with the same tags for both planner types', () => {
    for (const type of PLANNER_TYPES) {
      expect(sections.map((section) => plannerItems(type, section).length)).toEqual([9, 6, 6, 6]);
    }
    expect(all('corporate').map((i) => i.tag)).toEqual(all('retail').map((i) => i.tag));
  });

  it('gives each item a unique tag of its section, a type, a title, one summary sentence and an article', () => {
    const items = all('retail');
    expect(new Set(items.map((i) => i.tag)).size).toBe(items.length);
    for (const item of items) {
      expect(item.tag, item.tag).toMatch(new RegExp(`^${item.section}-[a-z]+(?:-[a-z]+)*$`));
      expect(item.tag.length).toBeLessThanOrEqual(64);
      expect(['article', 'task', 'question']).toContain(item.contentType);
      expect(item.title.length, item.tag).toBeGreaterThan(5);
      expect(item.summary, item.tag).toMatch(/^[A-Z][^.!?]*[.?]$/);
      const paragraphs = item.body.split('\n\n');
      expect(
        paragraphs.every((p) => p.trim() === p && p.length > 20),
        item.tag,
      ).toBe(true);
      expect(item.body, item.tag).not.toMatch(/\n{3}/);
    }
    // Articles are read: several paragraphs each.
    for (const article of items.filter((i) => i.contentType === 'article')) {
      expect(article.body.split('\n\n').length, article.tag).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers every question from the profile, and only questions', () => {
    const questions = all('retail').filter((i) => i.contentType === 'question');
    expect(questions.map((q) => q.tag).sort()).toEqual(Object.keys(QUESTION_ANSWERS).sort());
  });

  it('sends buyers only to paths of this site, with a label', () => {
    for (const item of [...all('retail'), ...all('corporate')]) {
      if (!item.action) continue;
      expect(ACTION_PATHS, item.tag).toContain(item.action.path);
      expect(item.action.label.length, item.tag).toBeGreaterThan(3);
    }
    // Every question says where to answer it.
    for (const item of all('retail').filter((i) => i.contentType === 'question')) {
      expect(item.action, item.tag).toBeDefined();
    }
  });

  it('speaks of “your home center” on retail planners only, and uses no emoji', () => {
    const text = (type: (typeof PLANNER_TYPES)[number]) =>
      all(type)
        .map((i) => `${i.title} ${i.summary} ${i.body} ${i.action?.label ?? ''}`)
        .join('\n');
    expect(text('retail')).toContain('your home center');
    expect(text('corporate')).not.toContain('your home center');
    for (const type of PLANNER_TYPES) {
      expect(text(type)).not.toMatch(/\p{Extended_Pictographic}/u);
      // Plain text: the pages render it as such.
      expect(text(type)).not.toMatch(/[<>*_#`]/);
    }
  });
});
