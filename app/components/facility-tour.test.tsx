// @vitest-environment happy-dom
// The drawn facility tour: every step readable without JavaScript, one step at
// a time with it, and the keys and the address (#step-3) that move it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FACILITY_TOUR_STEPS,
  FacilityTour,
  nextStep,
  parseStepHash,
  STEP_COUNT,
  TourDrawing,
  TourStepper,
} from './facility-tour.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const steps = [1, 2, 3, 4, 5, 6, 7, 8];

/** As React writes text into HTML. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The opening tags of every <svg> in some HTML. */
const svgTags = (html: string) => html.match(/<svg\b[^>]*>/g) ?? [];

describe('FACILITY_TOUR_STEPS', () => {
  it('has the eight stations, each with a unique id, 2–4 sentences, a question and a drawing', () => {
    expect(STEP_COUNT).toBe(8);
    expect(new Set(FACILITY_TOUR_STEPS.map((step) => step.id)).size).toBe(8);
    for (const step of FACILITY_TOUR_STEPS) {
      const sentences = step.description.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, step.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, step.id).toBeLessThanOrEqual(4);
      expect(step.ask.length, step.id).toBeGreaterThan(20);
      expect(step.drawing.length, step.id).toBeGreaterThan(20);
    }
  });
});

describe('the written tour (content/pages/facility-tour.md)', () => {
  it('walks the stations in the drawn tour’s order, so the two pages tell one story', () => {
    const written = readFileSync(
      path.resolve(import.meta.dirname, '../../content/pages/facility-tour.md'),
      'utf8',
    );
    const stations = [...written.matchAll(/^## Station \d+: (.+)$/gm)].map((m) => m[1]!);
    // The word of each drawn step that names its written station.
    const word: Record<string, string> = {
      chassis: 'chassis',
      floor: 'floor',
      walls: 'walls',
      'rough-in': 'wiring',
      roof: 'roof',
      interior: 'interior',
      'exterior-inspection': 'exterior',
      shipping: 'shipping',
    };
    const at = FACILITY_TOUR_STEPS.map((step) =>
      stations.findIndex((station) => station.includes(word[step.id]!)),
    );
    expect(at).not.toContain(-1);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});

describe('the server HTML (no JavaScript)', () => {
  const html = renderToStaticMarkup(<FacilityTour />);

  it('holds all eight steps as anchored sections, in order, with their titles', () => {
    const ids = [...html.matchAll(/<section id="(step-\d+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(steps.map((n) => `step-${n}`));
    for (const n of steps) {
      const title = FACILITY_TOUR_STEPS[n - 1]!.title;
      expect(html).toContain(`Step ${n} of 8: ${title}</h2>`);
      expect(html).toContain(escapeHtml(FACILITY_TOUR_STEPS[n - 1]!.description));
    }
  });

  it('is a plain list: no step buttons or current step until JavaScript runs', () => {
    expect(html).not.toContain('<button');
    expect(html).not.toContain('aria-current');
  });

  it('labels every drawing as an image, with no text drawn inside', () => {
    const tags = svgTags(html);
    expect(tags).toHaveLength(8);
    for (const tag of tags) {
      expect(tag).toContain('role="img"');
      expect(tag).toMatch(/aria-label="[^"]{20,}"/);
    }
    expect(html.match(/<title>[^<]{20,}<\/title>/g)).toHaveLength(8);
    expect(html).not.toMatch(/<text\b/);
  });

  it('draws each step differently (the home grows)', () => {
    const drawings = steps.map((n) => renderToStaticMarkup(<TourDrawing step={n} />));
    expect(new Set(drawings).size).toBe(8);
  });
});

describe('TourStepper (the view with JavaScript)', () => {
  const render = (step: number) =>
    renderToStaticMarkup(<TourStepper step={step} onSelect={() => {}} />);

  it('marks only the current step and heads the panel with it in a polite live region', () => {
    const html = render(3);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html).toMatch(/<button type="button" aria-current="step"[^>]*>.*?>3</);
    expect(html).toMatch(
      /<div aria-live="polite"><h2 [^>]*>Step 3 of 8: Framing and setting the walls<\/h2><\/div>/,
    );
    expect(svgTags(html)).toHaveLength(1);
    expect(html).toContain('id="step-3"');
  });

  it('keeps Previous and Next focusable at the ends, only marked disabled', () => {
    const first = render(1);
    const last = render(8);
    expect(first).not.toMatch(/<button[^>]*disabled=""/);
    expect(first).toMatch(/<button type="button" aria-disabled="true"[^>]*>.*?Previous/);
    expect(first).not.toMatch(/aria-disabled="true"[^>]*>Next/);
    expect(last).toMatch(/<button type="button" aria-disabled="true"[^>]*>Next/);
    expect(render(4)).not.toContain('aria-disabled="');
  });
});

describe('nextStep', () => {
  it('moves one step with the arrow keys, stopping at the first and last', () => {
    expect(nextStep(3, 'ArrowRight')).toBe(4);
    expect(nextStep(3, 'ArrowLeft')).toBe(2);
    expect(nextStep(1, 'ArrowLeft')).toBe(1);
    expect(nextStep(8, 'ArrowRight')).toBe(8);
  });
  it('jumps to the ends with Home and End', () => {
    expect(nextStep(5, 'Home')).toBe(1);
    expect(nextStep(2, 'End')).toBe(8);
  });
  it('leaves every other key alone', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) {
      expect(nextStep(4, key), key).toBeNull();
    }
  });
});

describe('parseStepHash', () => {
  it('reads the step a link names', () => {
    expect(parseStepHash('#step-1')).toBe(1);
    expect(parseStepHash('#step-3')).toBe(3);
    expect(parseStepHash('#step-8')).toBe(8);
  });
  it('refuses steps that do not exist and any other hash', () => {
    for (const hash of [
      '#step-0',
      '#step-9',
      '#step-10',
      '#step-x',
      '#step-03',
      '#step-3x',
      '#step-',
      'step-3',
      '#main',
      '',
    ]) {
      expect(parseStepHash(hash), hash).toBeNull();
    }
  });
});

describe('in the browser', () => {
  let root: Root | null = null;
  let container: HTMLElement;

  async function hydrate() {
    container = document.createElement('div');
    container.innerHTML = renderToString(<FacilityTour />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <FacilityTour />);
    });
  }

  const heading = () => container.querySelector('[aria-live="polite"] h2')?.textContent;
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(name))!;
  const press = async (target: Element, key: string, init: KeyboardEventInit = {}) => {
    await act(async () => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
    });
  };

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/interactive-facility-tour');
  });

  it('switches to one step at a time after hydration, without taking the focus', async () => {
    window.history.replaceState(null, '', '/interactive-facility-tour');
    await hydrate();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(heading()).toBe(`Step 1 of 8: ${FACILITY_TOUR_STEPS[0]!.title}`);
    expect(container.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
    expect(document.activeElement).toBe(document.body);
  });

  it('starts at the step the address names', async () => {
    window.history.replaceState(null, '', '/interactive-facility-tour#step-5');
    await hydrate();
    expect(heading()).toBe(`Step 5 of 8: ${FACILITY_TOUR_STEPS[4]!.title}`);
  });

  it('moves with Next and Previous, keeping the focus on the button and the step in the address', async () => {
    await hydrate();
    const next = button('Next');
    next.focus();
    await act(async () => next.click());
    expect(heading()).toMatch(/^Step 2 of 8/);
    expect(document.activeElement).toBe(next);
    expect(window.location.hash).toBe('#step-2');

    const previous = button('Previous');
    previous.focus();
    await act(async () => previous.click());
    await act(async () => previous.click());
    expect(heading()).toMatch(/^Step 1 of 8/);
    expect(document.activeElement).toBe(previous);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
  });

  it('jumps from the list of steps and marks the chosen one', async () => {
    await hydrate();
    const seventh = container.querySelectorAll('ol button')[6] as HTMLButtonElement;
    await act(async () => seventh.click());
    expect(heading()).toMatch(/^Step 7 of 8/);
    expect(seventh.getAttribute('aria-current')).toBe('step');
    expect(window.location.hash).toBe('#step-7');
  });

  it('follows the arrow keys, Home and End on the panel, but not Alt+Left (Back)', async () => {
    await hydrate();
    const panel = container.querySelector('section[tabindex="0"]')!;
    await press(panel, 'ArrowRight');
    await press(panel, 'ArrowRight');
    expect(heading()).toMatch(/^Step 3 of 8/);
    await press(panel, 'ArrowLeft');
    expect(heading()).toMatch(/^Step 2 of 8/);
    await press(panel, 'ArrowLeft', { altKey: true });
    expect(heading()).toMatch(/^Step 2 of 8/);
    await press(panel, 'End');
    expect(heading()).toMatch(/^Step 8 of 8/);
    await press(panel, 'ArrowRight');
    expect(heading()).toMatch(/^Step 8 of 8/);
    await press(panel, 'Home');
    expect(heading()).toMatch(/^Step 1 of 8/);
  });

  it('follows a link to another step while the page is open', async () => {
    await hydrate();
    await act(async () => {
      window.location.hash = '#step-6';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(heading()).toMatch(/^Step 6 of 8/);
    // Another anchor (the skip link's #main) leaves the step as it is.
    await act(async () => {
      window.location.hash = '#main';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(heading()).toMatch(/^Step 6 of 8/);
  });
});
