import { describe, expect, it } from 'vitest';
import { nextItem, plannerView, PREQUALIFY_TAG, settledByProfile } from './planner-view.ts';

const item = (tag: string) => ({
  contentId: tag.length,
  contentType: 'task',
  tag,
  title: tag,
  summary: '',
  actionLabel: null,
  actionPath: null,
});

const planner = {
  sections: [
    {
      plannerSectionId: 1,
      name: 'journey',
      title: 'Your journey',
      contents: [item('journey-pick-a-plan'), item(PREQUALIFY_TAG), item('journey-visit')],
    },
  ],
};

const progress = (done: string[]) => [
  {
    section: 'journey',
    completed: done.length,
    total: 3,
    percentCompleted: 0,
    contents: planner.sections[0]!.contents.map((c) => ({
      tag: c.tag,
      isCompleted: done.includes(c.tag),
    })),
  },
];

describe('nextItem', () => {
  it('passes over getting pre-qualified for a buyer who is pre-approved or pays cash', () => {
    const sections = plannerView(planner, progress(['journey-pick-a-plan']));
    expect(nextItem(sections)?.item.tag).toBe(PREQUALIFY_TAG);
    for (const profile of [
      { isPreApproved: true, fundingSource: null },
      { isPreApproved: null, fundingSource: 'pre_approved' },
      { isPreApproved: false, fundingSource: 'cash' },
    ]) {
      expect(nextItem(sections, settledByProfile(profile))?.item.tag).toBe('journey-visit');
    }
    // Financing and not yet pre-approved: the task is the next step.
    expect(
      nextItem(sections, settledByProfile({ isPreApproved: false, fundingSource: 'financing' }))
        ?.item.tag,
    ).toBe(PREQUALIFY_TAG);
  });

  it('still offers a settled task once nothing else is open, and nothing once all are done', () => {
    const settled = settledByProfile({ isPreApproved: true, fundingSource: null });
    const rest = plannerView(planner, progress(['journey-pick-a-plan', 'journey-visit']));
    expect(nextItem(rest, settled)?.item.tag).toBe(PREQUALIFY_TAG);
    const all = plannerView(planner, progress(planner.sections[0]!.contents.map((c) => c.tag)));
    expect(nextItem(all, settled)).toBeNull();
  });
});
