export declare const NEWS_ALLOWED_TAGS: readonly ['p', 'h1', 'h2', 'b', 'strong', 'br', 'span'];
export declare const NEWS_BOLD_TAGS: readonly ['b', 'strong'];
export declare const NEWS_ALLOWED_ATTRIBUTES: readonly ['style'];
export declare const NEWS_COLORS: readonly ['red', 'blue', 'black', 'gray'];
export type NewsColor = (typeof NEWS_COLORS)[number];
export declare function newsColorOf(value: string | null | undefined): NewsColor | null;
export declare function newsSpanStyle(style: string): string | null;
