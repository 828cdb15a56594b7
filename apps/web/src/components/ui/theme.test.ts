import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { theme } from './theme';

/** WCAG 2's contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour as drawn over white: antd writes some fills as rgba (a disabled control's). */
function onWhite(color: string): string {
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba) return color;
  const alpha = Number(rgba[4]);
  const channel = (i: number) =>
    Math.round(Number(rgba[i]) * alpha + 255 * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(2)}${channel(3)}`;
}

const AA = 4.5;
const tokens = antdTheme.getDesignToken(theme);
const tag = theme.components?.Tag ?? {};

describe('theme', () => {
  it('writes every quieter text at WCAG AA (4.5:1) on white and on the layout grey', () => {
    const texts = {
      colorTextSecondary: tokens.colorTextSecondary,
      colorTextTertiary: tokens.colorTextTertiary,
      colorTextDescription: tokens.colorTextDescription,
      colorTextPlaceholder: tokens.colorTextPlaceholder,
      colorError: tokens.colorError,
      colorPrimary: tokens.colorPrimary,
    };
    for (const [name, color] of Object.entries(texts))
      for (const background of [tokens.colorBgContainer, tokens.colorBgLayout])
        expect(
          contrast(onWhite(color), background),
          `${name} ${color} on ${background}`,
        ).toBeGreaterThan(AA);
    // A disabled Select still shows its placeholder ('Seleccione la categoría' until a department).
    const disabled = onWhite(tokens.colorBgContainerDisabled);
    expect(contrast(tokens.colorTextPlaceholder, disabled)).toBeGreaterThan(AA);
  });

  it("writes the tags Jarvis uses at WCAG AA on their fills: states, roles, SAP's and mail's", () => {
    const presets = [
      'green',
      'cyan',
      'orange',
      'gold',
      'red',
      'blue',
      'geekblue',
      'purple',
    ] as const;
    for (const color of presets) {
      const text = (tag as Record<string, string>)[`${color}7`] ?? tokens[`${color}7`];
      expect(contrast(text, tokens[`${color}1`]), color).toBeGreaterThan(AA);
    }
    const statuses = {
      success: [tag.colorSuccess ?? tokens.colorSuccess, tokens.colorSuccessBg],
      warning: [tag.colorWarning ?? tokens.colorWarning, tokens.colorWarningBg],
      error: [tokens.colorError, tokens.colorErrorBg],
      processing: [tokens.colorInfo, tokens.colorInfoBg],
    };
    for (const [status, [text, fill]] of Object.entries(statuses))
      expect(contrast(text as string, fill as string), status).toBeGreaterThan(AA);
  });
});
