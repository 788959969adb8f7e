/**
 * The editor's red and gray, as the news policy writes them (`style="color: red;"`), shown in
 * shades that read on white (accessibility; #ff0000 is 4.0:1 and gray 3.9:1; these are 5.6:1 and
 * 6.2:1). Blue and black pass as they are. The saved HTML keeps the names. An `sx` fragment for
 * the element that holds a news description.
 */
export const READABLE_NEWS_COLOURS = {
  '& [style*="color: red"], & [style*="color:red"], & font[color="red"]': { color: '#c62828 !important' },
  '& [style*="color: gray"], & [style*="color:gray"], & font[color="gray"]': { color: '#616161 !important' },
} as const;
