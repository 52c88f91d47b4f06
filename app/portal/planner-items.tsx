// A planner section's items: each with its summary, its article (folded), its
// action, and a way to mark it done. Articles and tasks are marked by the
// buyer (markContentComplete / markContentIncomplete, which reload planner
// progress: SPEC §4 step 6); questions are done when the profile answers them.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLotNumberParam, withLotNumber, Link } from '../components/site-link.tsx';
import { useMutation } from '../graphql/client-react.tsx';
import {
  MarkContentCompleteMutation,
  MarkContentIncompleteMutation,
} from '../graphql/documents/portal.ts';
import { AFTER_MARKING, usePortal } from './portal-data.tsx';
import type { Content, ItemView } from './planner-view.ts';

type Item = ItemView<Content>;

function Article({ body }: { body: string }) {
  return (
    <div className="mt-3 space-y-3 text-ink">
      {body
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}

export function PlannerItems({
  items,
  known,
}: {
  items: readonly Item[];
  /** The buyer's progress is in: until then nothing can be marked, and no state is claimed. */
  known: boolean;
}) {
  const portal = usePortal();
  // An action that leads to this very page (the budget form, from a budget item) is not offered.
  const { pathname } = useLocation();
  const lotNumber = useLotNumberParam();
  const [markComplete] = useMutation(MarkContentCompleteMutation, { refetch: AFTER_MARKING });
  const [markIncomplete] = useMutation(MarkContentIncompleteMutation, { refetch: AFTER_MARKING });
  // What the buyer just asked for, shown until the reloaded progress says so.
  const [wanted, setWanted] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<{ tag: string; message: string } | null>(null);

  async function mark(item: Item, done: boolean) {
    setWanted((current) => ({ ...current, [item.tag]: done }));
    setProblem(null);
    const variables = {
      contentTag: item.tag,
      plannerType: portal.plannerType,
      lotNumber: portal.lotNumber,
    };
    const result = done ? await markComplete(variables) : await markIncomplete(variables);
    if (result.error) setProblem({ tag: item.tag, message: result.error.message });
    setWanted(({ [item.tag]: _settled, ...rest }) => rest);
  }

  return (
    <ol className="mt-4 space-y-3">
      {items.map((item) => {
        const done = wanted[item.tag] ?? item.isCompleted;
        const question = item.contentType === 'question';
        const checkboxId = `done-${item.tag}`;
        return (
          <li
            key={item.tag}
            id={item.tag}
            className={`scroll-mt-24 rounded-lg border p-4 ${done ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <h3 className="font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1 text-sm text-muted">{item.summary}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
              {question ? (
                <p
                  className={`min-w-36 rounded-full px-3 py-1 text-center text-sm font-semibold ${done ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink'}`}
                >
                  {!known ? '\u00a0' : done ? 'Answered' : 'Not answered yet'}
                </p>
              ) : (
                <div className="flex min-h-8 items-center gap-2">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={done}
                    disabled={!known}
                    aria-disabled={item.tag in wanted || undefined}
                    // While its mark is on its way the box keeps focus and ignores a second press.
                    onChange={(event) => {
                      if (!(item.tag in wanted)) void mark(item, event.target.checked);
                    }}
                    className="h-5 w-5 accent-brand-700"
                  />
                  <label htmlFor={checkboxId} className="text-sm font-semibold">
                    Done
                    <span className="sr-only">: {item.title}</span>
                  </label>
                </div>
              )}
              {item.actionPath && item.actionLabel && item.actionPath !== pathname ? (
                <Link
                  to={withLotNumber(item.actionPath, lotNumber)}
                  className="text-sm font-semibold text-brand-700 underline underline-offset-2"
                >
                  {item.actionLabel}
                </Link>
              ) : null}
            </div>
            {problem?.tag === item.tag ? (
              <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
                {problem.message}
              </p>
            ) : null}
            {item.body ? (
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                  Read more<span className="sr-only"> about {item.title}</span>
                </summary>
                <Article body={item.body} />
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
