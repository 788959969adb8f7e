import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { importantNewsArrived, listenToMarket, notify, selectSession, startMarketStream, useAppDispatch, useAppSelector, useAppStore } from 'shared';
import { shellMessages as m } from '../messages';
import type { PendingNews } from './important-news-notices';

// The notice's drawing loads when a news first arrives, not with every page.
const ImportantNewsNotices = lazy(() => import('./important-news-notices').then((mod) => ({ default: mod.ImportantNewsNotices })));

/**
 * The live market of every signed-in page: opens the store's one market event
 * stream (caches follow it through shared's hub), toasts the important notifications, and
 * turns a new important news into the spec's guard rule applied live: a notice at once, and
 * the buyer is sent to /news/important/{id} on their next navigation.
 */
export function MarketLive() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useAppSelector(selectSession);
  const signedIn = session.token !== null && !session.is_first_login;
  const [pending, setPending] = useState<PendingNews[]>([]);
  const here = useRef(pathname);
  here.current = pathname;

  // One stream per sign-in; a refreshed token does not reopen it (the ticket is asked with the current one).
  useEffect(() => (signedIn ? startMarketStream(store) : undefined), [signedIn, store]);

  useEffect(
    () =>
      listenToMarket(store.getState, {
        onMarket: (event) => {
          if (event.kind === 'news_important' && typeof event.data.id === 'number' && event.title) {
            const id = event.data.id;
            const title = event.title;
            setPending((list) => (list.some((n) => n.id === id) ? list : [...list, { id, title, at: here.current }]));
            return;
          }
          if (event.important && event.title) {
            const link = event.link;
            notify(event.title, 'info', link ? { label: m.notificationOpen, onClick: () => navigate(link) } : undefined);
          }
        },
      }),
    [store, navigate],
  );

  // The next navigation: the news joins the session's unread important news, and the guard takes over.
  useEffect(() => {
    const due = pending.filter((n) => n.at !== pathname);
    if (due.length === 0) return;
    due.forEach((n) => dispatch(importantNewsArrived(n.id)));
    setPending((list) => list.filter((n) => !due.includes(n)));
  }, [pathname, pending, dispatch]);

  if (pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ImportantNewsNotices pending={pending} onRead={(id) => navigate(`/news/important/${id}`)} />
    </Suspense>
  );
}
