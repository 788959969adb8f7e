import type { ReactNode } from 'react';
import type { WebItem } from '../../../web-item/types';
import { WebItemList } from './web-item-list';
import { WebItemTable } from './web-item-table';
import { useIsBelow } from 'shared';

type Props = {
  items: WebItem[];
  renderActions?: (item: WebItem) => ReactNode;
  renderNameAction?: (item: WebItem) => ReactNode;
  onOpenPhoto?: (item: WebItem) => void;
  variant?: 'table' | 'list';
  showSellPrice?: boolean;
};

/** A table on desktop, a list on mobile (spec §9 breakpoints). */
export function WebItemsView({ variant, ...props }: Props) {
  const isMobile = useIsBelow('tablet');
  const layout = variant ?? (isMobile ? 'list' : 'table');
  return layout === 'list' ? <WebItemList {...props} /> : <WebItemTable {...props} />;
}
