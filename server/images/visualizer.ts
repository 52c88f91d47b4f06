// The configurator's pictures (issue 13, DESIGN §6): one drawing per scene,
// layered from the selections its nav shows. The exterior is the model's own
// drawing with the chosen siding, roof, porch, shutters and colours; the rooms
// are server/images/visualizer-rooms.ts.
import {
  selectionLook,
  SCENES,
  type FloorLook,
  type SelectionLook,
} from '../domain/configurator-catalogue.ts';
import { exteriorSvg } from './exterior.ts';
import type { ModelArtInput, SvgSize } from './model-art.ts';
import { bathSvg, kitchenSvg, livingSvg } from './visualizer-rooms.ts';

/** The standard rooms, for any look a set of selections leaves open. */
const STANDARD_FLOOR: FloorLook = { kind: 'carpet', color: '#c9b99f' };
const STANDARD_WET_FLOOR: FloorLook = { kind: 'tile', color: '#8b8a86' };
const STANDARD_WALL = '#eeebe3';

/** The looks of the selections, merged in order (the exterior's parts merged too). */
export function mergedLook(selectionIds: readonly number[]): SelectionLook {
  const merged: SelectionLook = {};
  for (const id of selectionIds) {
    const look = selectionLook(id);
    if (!look) continue;
    const { exterior, ...rest } = look;
    Object.assign(merged, rest);
    if (exterior) merged.exterior = { ...merged.exterior, ...exterior };
  }
  return merged;
}

/** Every selection id is one the catalogue knows. */
export function knowsSelections(selectionIds: readonly number[]): boolean {
  return selectionIds.every((id) => selectionLook(id) !== undefined);
}

/** One scene's SVG, or null for a scene we do not draw. */
export function visualizerSvg(
  model: ModelArtInput,
  sceneId: number,
  selectionIds: readonly number[],
  size: SvgSize,
): string | null {
  const look = mergedLook(selectionIds);
  const seed = model.seed;
  switch (sceneId) {
    case SCENES.exterior.sceneId:
      return exteriorSvg({ ...model, style: { ...model.style, ...look.exterior } }, size);
    case SCENES.kitchen.sceneId:
      return kitchenSvg(
        {
          cabinetColor: look.cabinetColor ?? '#f2f0ea',
          counter: look.kitchenCounter ?? { kind: 'laminate', color: '#b9ab95' },
          appliances: look.appliances ?? 'white',
          island: look.island ?? false,
          floor: look.wetFloor ?? STANDARD_WET_FLOOR,
          wallColor: look.wallColor ?? STANDARD_WALL,
          seed,
        },
        size,
      );
    case SCENES.bath.sceneId:
      return bathSvg(
        {
          vanityColor: look.vanityColor ?? '#f2f0ea',
          counter: look.bathCounter ?? { kind: 'laminate', color: '#efece6' },
          shower: look.shower ?? 'tub-combo',
          fixtures: look.fixtures ?? 'chrome',
          floor: look.wetFloor ?? STANDARD_WET_FLOOR,
          wallColor: look.wallColor ?? STANDARD_WALL,
          seed,
        },
        size,
      );
    case SCENES.living.sceneId:
      return livingSvg(
        {
          floor: look.livingFloor ?? STANDARD_FLOOR,
          wallColor: look.wallColor ?? STANDARD_WALL,
          ceiling: look.ceiling ?? 'flat',
          fireplace: look.fireplace ?? false,
          seed,
        },
        size,
      );
    default:
      return null;
  }
}
