import { createSlice } from '@reduxjs/toolkit';
import { makeStore, rootReducer } from './make-store';

describe('makeStore', () => {
  it('takes a preloaded state over the persisted session', () => {
    localStorage.setItem('flower-market.session', JSON.stringify({ token: 'stored' }));
    const store = makeStore({ session: { ...makeStore().getState().session, token: 'given' } });
    expect(store.getState().session.token).toBe('given');
  });

  it('lets a remote add its own reducer at run time', () => {
    const store = makeStore();
    const counter = createSlice({ name: 'remoteCounter', initialState: { n: 0 }, reducers: { bump: (s) => void (s.n += 1) } });
    const injected = counter.injectInto(rootReducer);
    store.dispatch(counter.actions.bump());
    expect(injected.selectSlice(store.getState() as Parameters<typeof injected.selectSlice>[0])).toEqual({ n: 1 });
  });
});
