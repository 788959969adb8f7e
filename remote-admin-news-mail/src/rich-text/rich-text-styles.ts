import { NEWS_COLORS, type NewsColor } from 'shared';

/**
 * What the news and mail editor can make (spec §5): header levels 1 and 2, bold, and the
 * colours red, blue, black and gray — the rich-text policy of shared, which the server's
 * sanitiser and the buyers' display apply too.
 */
export const TEXT_COLORS = NEWS_COLORS;
export type TextColor = NewsColor;

export const BLOCK_TAGS = { 'header-one': 'h1', 'header-two': 'h2', unstyled: 'p' } as const;
export type AllowedBlockType = keyof typeof BLOCK_TAGS;

/** draft-js inline style names: BOLD and COLOR_RED … */
export const colorStyle = (color: TextColor) => `COLOR_${color.toUpperCase()}`;
export const COLOR_STYLES: string[] = TEXT_COLORS.map(colorStyle);

/** How the editor paints its custom colour styles. */
// Red and gray in shades that read on white (accessibility); the saved HTML keeps the colour names.
const SHOWN_AS: Record<TextColor, string> = { red: '#c62828', blue: 'blue', black: 'black', gray: '#616161' };
export const customStyleMap: Record<string, { color: string }> = Object.fromEntries(
  TEXT_COLORS.map((color) => [colorStyle(color), { color: SHOWN_AS[color] }]),
);

export const colorOfStyle = (style: string): TextColor | undefined => TEXT_COLORS.find((color) => colorStyle(color) === style);
