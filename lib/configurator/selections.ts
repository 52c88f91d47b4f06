// What a buyer has chosen in a configurator, and everything derived from it
// the same way on server and browser: the URL that carries the choices (a
// plain GET form, so it works without JavaScript and is shareable before
// saving), the price, a design's customizations and the visualizer's URLs.
import { MODEL_IMAGE_WIDTHS } from '../model-image-url.ts';
import { formatPrice } from '../price.ts';
import type { Configurator, ConfiguratorOption, ConfiguratorSelection, Scene } from './types.ts';

/** Option id → the chosen selection id, for every option of the configurator. */
export type Choices = Readonly<Record<number, number>>;

export type Customization = { configuratorOptionId: number; selectionId: number; price: number };

/** Bump when the visualizer's drawings change on purpose: every picture gets a new hash. */
export const VISUALIZER_DRAWING_VERSION = 1;
export const VISUALIZER_WIDTHS = MODEL_IMAGE_WIDTHS;

export function optionsOf(configurator: Pick<Configurator, 'navs'>): ConfiguratorOption[] {
  return configurator.navs.flatMap((nav) =>
    nav.optionGroups.flatMap((group) => group.configuratorOptions),
  );
}

/** The standard selection of an option: the first by ordinal, in the base price. */
export function standardSelection(option: ConfiguratorOption): ConfiguratorSelection {
  const [first] = [...option.selections].sort((a, b) => a.ordinal - b.ordinal);
  if (!first) throw new Error(`option ${option.configuratorOptionId} has no selections`);
  return first;
}

/** A selection's price as the designer and a shared design say it: "Included", "No extra cost" or "+$1,150". */
export function selectionPriceText(price: number, isStandard: boolean): string {
  if (isStandard) return 'Included';
  return price === 0 ? 'No extra cost' : `+${formatPrice(price)}`;
}

export function standardChoices(configurator: Configurator): Choices {
  return Object.fromEntries(
    optionsOf(configurator).map((o) => [o.configuratorOptionId, standardSelection(o).selectionId]),
  );
}

/** The designer of a model, with these choices (and any other parameters) in its address. */
export function designerPath(modelNumber: string, search: URLSearchParams): string {
  const query = search.toString();
  return `/homes/model/${encodeURIComponent(modelNumber)}/design${query ? `?${query}` : ''}`;
}

/** The URL field of an option's choice: `o{configuratorOptionId}`. */
export function choiceField(option: Pick<ConfiguratorOption, 'configuratorOptionId'>): string {
  return `o${option.configuratorOptionId}`;
}

/**
 * Choices from a URL's search (`?o101=10102&o201=20103`): an option missing,
 * or naming a selection it does not have, keeps its standard selection.
 */
export function choicesFromSearch(
  configurator: Configurator,
  search: URLSearchParams,
): Record<number, number> {
  const choices: Record<number, number> = { ...standardChoices(configurator) };
  for (const option of optionsOf(configurator)) {
    const value = Number(search.get(choiceField(option)));
    if (option.selections.some((s) => s.selectionId === value)) {
      choices[option.configuratorOptionId] = value;
    }
  }
  return choices;
}

/** The search that carries the choices: only what differs from standard, in option order. */
export function searchOfChoices(configurator: Configurator, choices: Choices): URLSearchParams {
  const search = new URLSearchParams();
  for (const option of optionsOf(configurator)) {
    const chosen = choices[option.configuratorOptionId];
    if (chosen !== undefined && chosen !== standardSelection(option).selectionId) {
      search.set(choiceField(option), String(chosen));
    }
  }
  return search;
}

export function chosenSelection(
  option: ConfiguratorOption,
  choices: Choices,
): ConfiguratorSelection {
  const id = choices[option.configuratorOptionId];
  return option.selections.find((s) => s.selectionId === id) ?? standardSelection(option);
}

/** Whole dollars the chosen selections add to the base price. */
export function upgradesPrice(configurator: Configurator, choices: Choices): number {
  return optionsOf(configurator).reduce((sum, o) => sum + chosenSelection(o, choices).price, 0);
}

/** The base price plus the selections; null when the home center prices the home itself. */
export function designPrice(configurator: Configurator, choices: Choices): number | null {
  return configurator.basePrice === null
    ? null
    : configurator.basePrice + upgradesPrice(configurator, choices);
}

/** A design's content customizations: every option with its selection and that selection's price. */
export function customizationsOf(configurator: Configurator, choices: Choices): Customization[] {
  return optionsOf(configurator).map((option) => {
    const selection = chosenSelection(option, choices);
    return {
      configuratorOptionId: option.configuratorOptionId,
      selectionId: selection.selectionId,
      price: selection.price,
    };
  });
}

/** Choices back from a saved design's customizations (unknown ones keep the standard). */
export function choicesOfCustomizations(
  configurator: Configurator,
  customizations: readonly Pick<Customization, 'configuratorOptionId' | 'selectionId'>[],
): Record<number, number> {
  const search = new URLSearchParams(
    customizations.map((c) => [`o${c.configuratorOptionId}`, String(c.selectionId)]),
  );
  return choicesFromSearch(configurator, search);
}

/** Every scene once, in nav order. */
export function scenesOf(configurator: Configurator): Scene[] {
  const seen = new Map<number, Scene>();
  for (const nav of [...configurator.navs].sort((a, b) => a.ordinal - b.ordinal)) {
    for (const scene of nav.scenes) if (!seen.has(scene.sceneId)) seen.set(scene.sceneId, scene);
  }
  return [...seen.values()];
}

/** The selections a scene's picture is drawn from: its nav's whitelist, as chosen now, sorted. */
export function sceneSelectionIds(
  configurator: Configurator,
  sceneId: number,
  choices: Choices,
): number[] {
  const nav = configurator.navs.find((n) => n.scenes.some((s) => s.sceneId === sceneId));
  if (!nav) return [];
  const shown = new Set(nav.whitelistedSelections);
  return optionsOf(configurator)
    .map((o) => chosenSelection(o, choices).selectionId)
    .filter((id) => shown.has(id))
    .sort((a, b) => a - b);
}

/** 64-bit FNV-1a as 16 hex digits: a synchronous hash the browser can compute too. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

export type VisualizerPicture = {
  sceneId: number;
  /** The scene's name (SPEC §3 visualizer image name). */
  name: string;
  /** The picture at 960 pixels; `srcSet` lists every width. */
  url: string;
  srcSet: string;
  /** Names the exact drawing: the same scene and shown selections give the same hash. */
  hash: string;
  /** What the picture shows: each chosen selection it is drawn from. */
  alt: string;
};

export function visualizerImageUrl(
  configurator: Pick<Configurator, 'salesModelId' | 'version'>,
  sceneId: number,
  selectionIds: readonly number[],
  width: number,
): string {
  return `/images/visualizer/${encodeURIComponent(configurator.salesModelId)}/${configurator.version}/${sceneId}/${selectionIds.join('.') || 'standard'}-${width}.webp`;
}

/** "Kitchen as chosen: cabinets Navy shaker; countertops Quartz, white; …" */
export function visualizerAlt(
  configurator: Configurator,
  scene: Scene,
  choices: Choices,
  modelName?: string,
): string {
  const shown = new Set(sceneSelectionIds(configurator, scene.sceneId, choices));
  const parts = optionsOf(configurator)
    .map((option) => ({ option, selection: chosenSelection(option, choices) }))
    .filter(({ selection }) => shown.has(selection.selectionId))
    .map(({ option, selection }) => `${option.title.toLowerCase()} ${selection.title}`);
  // Model names mostly bring their own article ("The Keystone").
  const model = modelName && !/^the /i.test(modelName) ? `the ${modelName}` : modelName;
  const what = model ? `${scene.sceneName} of ${model}` : scene.sceneName;
  return `${what} as chosen: ${parts.join('; ')}`;
}

export function visualizerPictures(
  configurator: Configurator,
  choices: Choices,
  sceneIds?: readonly number[],
  modelName?: string,
): VisualizerPicture[] {
  return scenesOf(configurator)
    .filter((scene) => !sceneIds || sceneIds.includes(scene.sceneId))
    .map((scene) => {
      const ids = sceneSelectionIds(configurator, scene.sceneId, choices);
      return {
        sceneId: scene.sceneId,
        name: scene.sceneName,
        url: visualizerImageUrl(configurator, scene.sceneId, ids, 960),
        srcSet: VISUALIZER_WIDTHS.map(
          (w) => `${visualizerImageUrl(configurator, scene.sceneId, ids, w)} ${w}w`,
        ).join(', '),
        hash: fnv1a64(
          [
            VISUALIZER_DRAWING_VERSION,
            configurator.salesModelId,
            configurator.version,
            scene.sceneId,
            ids.join('.'),
          ].join('|'),
        ),
        alt: visualizerAlt(configurator, scene, choices, modelName),
      };
    });
}

const VISUALIZER_PATH =
  /^\/images\/visualizer\/([^/]+)\/(\d{1,6})\/(\d{1,6})\/((?:\d{1,9}\.){0,63}\d{1,9}|standard)-(\d{3,4})\.webp$/;

export function parseVisualizerPath(pathname: string): {
  salesModelId: string;
  version: number;
  sceneId: number;
  selectionIds: number[];
  width: number;
} | null {
  const match = VISUALIZER_PATH.exec(pathname);
  if (!match) return null;
  const [, model, version, scene, ids, width] = match;
  const widthNumber = Number(width);
  if (!(VISUALIZER_WIDTHS as readonly number[]).includes(widthNumber)) return null;
  let salesModelId: string;
  try {
    salesModelId = decodeURIComponent(model!);
  } catch {
    return null;
  }
  return {
    salesModelId,
    version: Number(version),
    sceneId: Number(scene),
    selectionIds: ids === 'standard' ? [] : ids!.split('.').map(Number),
    width: widthNumber,
  };
}
