import { describe, expect, it } from 'vitest';
import { exteriorAlt, floorplanAlt } from './alt-text.ts';
import { MAGNOLIA, model } from './test-models.ts';

describe('alt text', () => {
  it('describes the exterior', () => {
    expect(exteriorAlt(MAGNOLIA)).toBe(
      'Front exterior illustration of The Magnolia, a double-section 3 bed, 2 bath manufactured home ' +
        'with sage lap siding and a covered porch',
    );
  });

  it('says modular home for modular models, and handles half baths and porches', () => {
    const alt = exteriorAlt(
      model({
        isModular: true,
        sections: 3,
        baths: 2.5,
        style: {
          ...MAGNOLIA.style,
          siding: 'board-and-batten',
          sidingColor: '#4b4f54',
          porch: 'wrap',
        },
      }),
    );
    expect(alt).toBe(
      'Front exterior illustration of The Magnolia, a triple-section 3 bed, 2.5 bath modular home ' +
        'with charcoal board-and-batten siding and a wraparound porch',
    );
    expect(floorplanAlt(model({ isModular: true }))).toContain('Floor plan of The Magnolia');
  });

  it('describes the floorplan', () => {
    expect(floorplanAlt(MAGNOLIA)).toBe(
      'Floor plan of The Magnolia: 3 bedrooms, 2 bathrooms, 1,568 sq ft, split layout with the primary suite at one end',
    );
    expect(floorplanAlt(model({ beds: 1, baths: 1, squareFeet: 784 }))).toBe(
      'Floor plan of The Magnolia: 1 bedroom, 1 bathroom, 784 sq ft, open layout with the bedroom suite at one end',
    );
    expect(floorplanAlt(model({ baths: 1.5 }))).toContain('1.5 bathrooms');
  });
});
