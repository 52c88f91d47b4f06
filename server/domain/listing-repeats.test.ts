import { describe, expect, it } from 'vitest';
import { STICKER_SOLD } from '../../lib/stickers.ts';
import { withoutRepeatedFloorPlans } from './listing-repeats.ts';

const listing = (
  inventoryId: number,
  modelId: number,
  serialNumber: string | null = null,
  stickerTypeId: number | null = null,
  dealerId = 1,
) => ({ inventoryId, dealerId, modelId, serialNumber, stickerTypeId });

describe('withoutRepeatedFloorPlans', () => {
  it('keeps a floor plan to order once per home center, by its first unsold listing', () => {
    const kept = withoutRepeatedFloorPlans([
      listing(9, 100),
      listing(4, 100, null, STICKER_SOLD),
      listing(7, 100),
      listing(8, 100, null, null, 2),
      listing(3, 200),
    ]);
    expect(kept.map((l) => l.inventoryId)).toEqual([4, 7, 8, 3]);
  });

  it('keeps every built home, even of one model', () => {
    const built = [listing(1, 100, 'HSH1'), listing(2, 100, 'HSH2'), listing(3, 100)];
    expect(withoutRepeatedFloorPlans(built)).toEqual(built);
  });
});
