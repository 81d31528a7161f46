import { describe, expect, it } from 'vitest';
import { boundingBox, boundingBoxes } from './distance.ts';

describe('boundingBox', () => {
  it('widens by the radius in degrees of latitude and (wider) longitude', () => {
    const box = boundingBox([{ lat: 52.52, lng: 13.4 }], 10);
    expect(box.maxLat - 52.52).toBeCloseTo((10 * 1.01) / 111.195, 4);
    // At 52° a degree of longitude is ~68 km, so the box is wider east-west.
    expect(box.maxLng - 13.4).toBeGreaterThan(10 / 111.32);
    expect(box.maxLng - 13.4).toBeLessThan(10 / 60);
  });
  it('holds a point at the full radius due north, south, east and west (the distance decides, not the box)', () => {
    // 50 km along the great circle (R = 6371 km) is 0.4497° of latitude; 111.32 km per degree made it 0.4492°.
    const centre = { lat: 52.52, lng: 13.4 };
    const box = boundingBox([centre], 50);
    const degrees = (50 / 6371) * (180 / Math.PI);
    expect(box.maxLat).toBeGreaterThan(centre.lat + degrees);
    expect(box.minLat).toBeLessThan(centre.lat - degrees);
    const dLng = (2 * Math.asin(Math.sin(50 / 6371 / 2) / Math.cos((centre.lat * Math.PI) / 180)) * 180) / Math.PI;
    expect(box.maxLng).toBeGreaterThan(centre.lng + dLng);
    expect(box.minLng).toBeLessThan(centre.lng - dLng);
  });
  it('covers every point of several', () => {
    const box = boundingBox(
      [
        { lat: 48.1, lng: 11.5 },
        { lat: 48.2, lng: 11.7 },
      ],
      5,
    );
    expect(box.minLat).toBeLessThan(48.1);
    expect(box.maxLat).toBeGreaterThan(48.2);
    expect(box.minLng).toBeLessThan(11.5);
    expect(box.maxLng).toBeGreaterThan(11.7);
  });
});

describe('boundingBoxes', () => {
  it('gives the one box of boundingBox for points close together', () => {
    const points = [
      { lat: 52.53, lng: 13.38 },
      { lat: 52.52, lng: 13.39 },
      { lat: 52.54, lng: 13.18 },
    ];
    expect(boundingBoxes(points, 10)).toEqual([boundingBox(points, 10)]);
  });
  it('keeps a box of its own for each town far from the others, in a fixed order', () => {
    // The three towns called Halle: Saale (Saxony-Anhalt), Westphalia, and Holzminden (Lower Saxony).
    const saale = { lat: 51.49, lng: 11.97 };
    const westfalen = { lat: 52.06, lng: 8.36 };
    const holzminden = { lat: 51.99, lng: 9.57 };
    const boxes = boundingBoxes([saale, westfalen, holzminden], 10);
    expect(boxes).toEqual([boundingBox([saale], 10), boundingBox([holzminden], 10), boundingBox([westfalen], 10)]);
    expect(boundingBoxes([holzminden, saale, westfalen], 10)).toEqual(boxes);
    // A radius wide enough to join two of them joins their boxes.
    expect(boundingBoxes([saale, westfalen, holzminden], 50)).toEqual([
      boundingBox([saale], 50),
      boundingBox([westfalen, holzminden], 50),
    ]);
  });
});
