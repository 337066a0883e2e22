import { AVATAR_COLORS, avatarColor, avatarInitial } from '@/lib/avatar';

function relativeLuminance(hex: string) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

describe('avatarInitial', () => {
  it('upper-cases the first letter of the first name', () => {
    expect(avatarInitial('alice')).toBe('A');
    expect(avatarInitial('  Élodie ')).toBe('É');
  });
  it('falls back to ? without a name', () => {
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial('   ')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
    expect(avatarInitial(undefined)).toBe('?');
  });
});

describe('avatarColor', () => {
  it('is a pure function of the initial', () => {
    expect(avatarColor('A')).toBe(avatarColor('A'));
    expect(avatarColor(avatarInitial('anna'))).toBe(avatarColor(avatarInitial('Adam')));
  });
  it('maps consecutive letters to different palette colours', () => {
    expect(avatarColor('A')).not.toBe(avatarColor('B'));
    expect(avatarColor('A')).toBe(AVATAR_COLORS['A'.charCodeAt(0) % AVATAR_COLORS.length]);
    const colours = new Set('ABCDEFGHIJ'.split('').map(avatarColor));
    expect(colours.size).toBe(AVATAR_COLORS.length);
  });
  it('keeps white text readable (contrast ≥ 4.5:1) on every colour', () => {
    for (const colour of AVATAR_COLORS) {
      expect(1.05 / (relativeLuminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
