import { describe, expect, it } from 'vitest';
import { boundingBox } from './distance.ts';

describe('boundingBox', () => {
  it('widens by the radius in degrees of latitude and (wider) longitude', () => {
    const box = boundingBox([{ lat: 52.52, lng: 13.4 }], 10);
    expect(box.maxLat - 52.52).toBeCloseTo(10 / 111.32, 5);
    // At 52° a degree of longitude is ~68 km, so the box is wider east-west.
    expect(box.maxLng - 13.4).toBeGreaterThan(10 / 111.32);
    expect(box.maxLng - 13.4).toBeLessThan(10 / 60);
  });
  it('covers every point of several', () => {
    const box = boundingBox([{ lat: 48.1, lng: 11.5 }, { lat: 48.2, lng: 11.7 }], 5);
    expect(box.minLat).toBeLessThan(48.1);
    expect(box.maxLat).toBeGreaterThan(48.2);
    expect(box.minLng).toBeLessThan(11.5);
    expect(box.maxLng).toBeGreaterThan(11.7);
  });
});
