/**
 * What the news and mail editor can make (spec §5): header levels 1 and 2, bold, and the
 * colours red, blue, black and gray. The server's sanitiser keeps exactly the HTML of these.
 */
export const TEXT_COLORS = ['red', 'blue', 'black', 'gray'] as const;
export type TextColor = (typeof TEXT_COLORS)[number];

export const BLOCK_TAGS = { 'header-one': 'h1', 'header-two': 'h2', unstyled: 'p' } as const;
export type AllowedBlockType = keyof typeof BLOCK_TAGS;

/** draft-js inline style names: BOLD and COLOR_RED … */
export const colorStyle = (color: TextColor) => `COLOR_${color.toUpperCase()}`;
export const COLOR_STYLES: string[] = TEXT_COLORS.map(colorStyle);

/** How the editor paints its custom colour styles. */
export const customStyleMap: Record<string, { color: string }> = Object.fromEntries(TEXT_COLORS.map((color) => [colorStyle(color), { color }]));

export const colorOfStyle = (style: string): TextColor | undefined => TEXT_COLORS.find((color) => colorStyle(color) === style);
