// SPEC §9's tracking events, recorded first-party (trackEvent): no third-party
// script. Location and referrer are cut at 512 characters (SPEC §7). The
// planner's progress events come from watching its progress: a section that
// moves up is "progressed", every section at 100% is "completed".
import { useCallback, useEffect, useRef } from 'react';
import type { TrackingEventName } from '../../lib/portal-fields.ts';
import { truncateForTracking } from '../../lib/tracking.ts';
import { useClient } from '../graphql/client-react.tsx';
import type { Client } from '../graphql/client.ts';
import { TrackEventMutation } from '../graphql/documents/portal.ts';

export type Track = (name: TrackingEventName, properties?: Record<string, string>) => void;

type Progress = {
  plannerProgress: readonly { section: string; percentCompleted: number }[];
} | null;

/** Sends one event, fire and forget: a lost event must never bother the buyer. */
export function sendTrackingEvent(
  client: Client,
  name: TrackingEventName,
  properties: Record<string, string> = {},
): void {
  void client.mutate(
    TrackEventMutation,
    {
      name,
      location: truncateForTracking(window.location.href),
      referrer: truncateForTracking(document.referrer),
      properties: Object.entries(properties).map(([key, value]) => ({ key, value })),
    },
    { background: true },
  );
}

const plannersStarted = new Set<string>();

/**
 * True the first time this page asks for one account's planner (`key`): the
 * portal's set-up and a heart's may both make it at once (the server makes
 * one), and "planner started" is sent once.
 */
export function firstPlannerStart(key: string): boolean {
  if (plannersStarted.has(key)) return false;
  plannersStarted.add(key);
  return true;
}

export function useTrack(): Track {
  const client = useClient();
  return useCallback(
    (name, properties = {}) => sendTrackingEvent(client, name, properties),
    [client],
  );
}

/** useTrack, plus the planner's progressed and completed events as its progress changes. */
export function usePlannerTracking(progress: Progress): Track {
  const track = useTrack();
  const previous = useRef<Map<string, number> | null>(null);
  useEffect(() => {
    if (!progress) return;
    const now = new Map(progress.plannerProgress.map((s) => [s.section, s.percentCompleted]));
    const before = previous.current;
    previous.current = now;
    // The first load is where the buyer is, not a step they took.
    if (!before) return;
    for (const [section, percent] of now) {
      if (percent > (before.get(section) ?? 0)) {
        track('planner_progressed', { section, percent: String(percent) });
      }
    }
    const complete = (map: Map<string, number>) =>
      map.size > 0 && [...map.values()].every((percent) => percent >= 100);
    if (complete(now) && !complete(before)) track('planner_completed');
  }, [progress, track]);
  return track;
}
