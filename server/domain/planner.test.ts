import { describe, expect, it } from 'vitest';
import { UserInputError } from './errors.ts';
import {
  plannerKey,
  QUESTION_ANSWERS,
  sectionProgress,
  type PlannerContentRow,
  type PlannerView,
  type ProfileRow,
} from './planner.ts';

function content(tag: string, contentType: PlannerContentRow['contentType']): PlannerContentRow {
  return {
    contentId: tag.length,
    plannerSectionId: 1,
    tag,
    contentType,
    title: tag,
    summary: '',
    body: '',
    actionLabel: null,
    actionPath: null,
    ordinal: 1,
  };
}

const planner: PlannerView = {
  plannerId: 1,
  plannerType: 'retail',
  version: 1,
  activeDate: new Date(0),
  sections: [
    {
      plannerSectionId: 10,
      name: 'journey',
      title: 'Home Buying Journey',
      contents: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((t) =>
        content(`journey-${t}`, 'task'),
      ),
    },
    {
      plannerSectionId: 11,
      name: 'budget',
      title: 'Budget',
      contents: [
        content('budget-amount', 'question'),
        content('budget-all-in-costs', 'article'),
        content('budget-funding', 'question'),
      ],
    },
    { plannerSectionId: 12, name: 'land', title: 'Land', contents: [] },
  ],
};

const profile = (answers: Partial<ProfileRow>): ProfileRow =>
  ({
    budget: null,
    fundingSource: null,
    targetMoveDateMonth: null,
    targetMoveDateYear: null,
    hasLand: null,
    landZip: null,
    landType: null,
    preferredBeds: null,
    preferredBaths: null,
    topFavoriteHome: null,
    ...answers,
  }) as ProfileRow;

describe('plannerKey', () => {
  it('needs a lot number of digits for retail and drops it for corporate', () => {
    expect(plannerKey('retail', ' 12 ')).toEqual({ type: 'retail', lotNumber: '12' });
    expect(plannerKey('corporate', '12')).toEqual({ type: 'corporate', lotNumber: null });
    for (const lot of [null, '', '  ', 'abc', '12345678901']) {
      expect(() => plannerKey('retail', lot)).toThrow(UserInputError);
    }
    expect(() => plannerKey('wholesale', '1')).toThrow(/plannerType/);
  });
});

describe('sectionProgress', () => {
  it('counts marked articles and tasks, rounds the percent (SPEC §9), and ignores marks of questions', () => {
    const marked = new Set(['journey-a', 'budget-amount', 'budget-all-in-costs', 'not-in-planner']);
    const [journey, budget, land] = sectionProgress(planner, marked, null);
    expect(journey).toMatchObject({
      name: 'Home Buying Journey',
      section: 'journey',
      id: 10,
      completed: 1,
      total: 9,
      percentCompleted: 11,
      completedContents: ['journey-a'],
    });
    // A stored mark of a question does not answer it: only the profile does.
    expect(budget).toMatchObject({ completed: 1, total: 3, percentCompleted: 33 });
    expect(land).toMatchObject({ completed: 0, total: 0, percentCompleted: 0 });
  });

  it('completes questions from the profile: false and 0 are answers', () => {
    const [, budget] = sectionProgress(planner, new Set(), {
      profile: profile({ budget: 0 }),
      likedFeatures: 0,
    });
    expect(budget!.contents).toEqual([
      { type: 'question', tag: 'budget-amount', isCompleted: true },
      { type: 'article', tag: 'budget-all-in-costs', isCompleted: false },
      { type: 'question', tag: 'budget-funding', isCompleted: false },
    ]);
    expect(budget!.percentCompleted).toBe(33);
  });
});

describe('QUESTION_ANSWERS', () => {
  it('needs both parts of two-part answers and three liked features', () => {
    expect(QUESTION_ANSWERS['budget-move-date']!(profile({ targetMoveDateMonth: 6 }), 0)).toBe(
      false,
    );
    expect(
      QUESTION_ANSWERS['budget-move-date']!(
        profile({ targetMoveDateMonth: 6, targetMoveDateYear: 2030 }),
        0,
      ),
    ).toBe(true);
    expect(QUESTION_ANSWERS['aspirations-size']!(profile({ preferredBeds: 3 }), 0)).toBe(false);
    expect(QUESTION_ANSWERS['land-has-land']!(profile({ hasLand: false }), 0)).toBe(true);
    expect(QUESTION_ANSWERS['aspirations-features']!(profile({}), 2)).toBe(false);
    expect(QUESTION_ANSWERS['aspirations-features']!(profile({}), 3)).toBe(true);
  });
});
