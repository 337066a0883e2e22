import { computeWindow } from './windowing';

const base = { count: 2000, viewportHeight: 900, stride: 50, overscan: 5 };

describe('computeWindow', () => {
  it('renders the items in view plus the overscan, from the top', () => {
    expect(computeWindow({ ...base, listTop: 300 })).toEqual({ start: 0, end: 17 }); // (900 - 300) / 50 = 12 visible + 5
  });

  it('follows the scroll', () => {
    expect(computeWindow({ ...base, listTop: -10_000 })).toEqual({ start: 195, end: 223 }); // items 200…218 visible
  });

  it('stays within the list', () => {
    expect(computeWindow({ ...base, listTop: -99_800 })).toEqual({ start: 1991, end: 2000 });
    expect(computeWindow({ ...base, listTop: -500_000 })).toEqual({ start: 2000, end: 2000 });
    expect(computeWindow({ ...base, listTop: 5000 })).toEqual({ start: 0, end: 0 }); // below the fold
    expect(computeWindow({ ...base, count: 0, listTop: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('renders everything when the stride is unknown', () => {
    expect(computeWindow({ ...base, stride: 0, listTop: 0 })).toEqual({ start: 0, end: 2000 });
  });
});
