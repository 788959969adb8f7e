import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { messages } from '../../../messages';
import type { WebItem } from '../../../web-item/types';
import { useGetFavoritesQuery, useSaveFavoritesMutation, type FavoriteSet } from '../api';

type Kind = keyof FavoriteSet;
const f = messages.favorites;

/** The lot's names a favourite can hold: shipper, variety (when it has one) and product. */
function choicesOf(item: Pick<WebItem, 'shipment_provider_name' | 'variety_name' | 'product_name'>): [Kind, string][] {
  const choices: [Kind, string][] = [['shippers', item.shipment_provider_name]];
  if (item.variety_name) choices.push(['varieties', item.variety_name]);
  choices.push(['products', item.product_name]);
  return choices;
}

/**
 * The star beside a lot: filled when the lot is a favourite; its menu stars or unstars the lot's
 * shipper, variety and product one by one (each a checkable menu item), saved at once.
 */
export function FavoriteMenu({ item }: { item: WebItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const favorites = useGetFavoritesQuery();
  const [save] = useSaveFavoritesMutation();
  const set = favorites.data;
  const isOn = (kind: Kind, name: string) => set?.[kind].includes(name) ?? false;
  const starred = set ? choicesOf(item).some(([kind, name]) => isOn(kind, name)) : item.is_favorite;

  const toggle = (kind: Kind, name: string) => {
    if (!set) return;
    const next = { ...set, [kind]: isOn(kind, name) ? set[kind].filter((n) => n !== name) : [...set[kind], name] };
    void save(next);
  };

  return (
    <>
      <IconButton
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={messages.lotAction(item, f.menu)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ color: starred ? '#b26a00' : 'text.secondary', p: 0.25, ml: 0.25, verticalAlign: 'middle' }}
        data-testid="favorite-menu-button"
      >
        {starred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choicesOf(item).map(([kind, name]) => {
          const on = isOn(kind, name);
          return (
            <MenuItem key={kind} role="menuitemcheckbox" aria-checked={on} disabled={!set} onClick={() => toggle(kind, name)}>
              <Box component="span" sx={{ display: 'inline-flex', mr: 1, color: on ? '#b26a00' : 'text.secondary' }}>
                {on ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
              </Box>
              <ListItemText primary={on ? f.remove(f.kinds[kind], name) : f.add(f.kinds[kind], name)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
