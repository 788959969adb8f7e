import { useEffect } from 'react';
import { PAGE_TITLE_TEMPLATE } from '../constants';

/** 'ログイン' → 'ログイン | flower market web sales system'. */
export function pageTitle(name: string): string {
  return PAGE_TITLE_TEMPLATE.replace('%s', name);
}

/** Sets the browser tab's title from the page's Japanese name while the page is shown. */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
