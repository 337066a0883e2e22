import { describe, expect, it } from 'vitest';
import { clampCrop, fitWithin } from './screenshot';

describe('screenshot geometry', () => {
  it('keeps a crop inside the frame, and takes a click (a tiny crop) for the whole frame', () => {
    expect(clampCrop({ x: 100, y: 50, width: 2000, height: 300 }, { width: 1440, height: 900 })).toEqual({ x: 100, y: 50, width: 1340, height: 300 });
    expect(clampCrop({ x: 10, y: 10, width: 4, height: 4 }, { width: 1440, height: 900 })).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
  });

  it('scales the longer side down to the limit, never up', () => {
    expect(fitWithin(2880, 1800, 2048)).toEqual({ width: 2048, height: 1280 });
    expect(fitWithin(1440, 900, 320)).toEqual({ width: 320, height: 200 });
    expect(fitWithin(200, 100, 320)).toEqual({ width: 200, height: 100 });
  });
});
