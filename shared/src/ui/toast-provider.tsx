import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onToastWanted } from './notify';

// notistack (with its transitions) loads with the first toast; notify() keeps that toast meanwhile.
const ToastArea = lazy(() => import('./toast-area').then((m) => ({ default: m.ToastArea })));

/** The toast area of spec §2, beside the page (nothing outside shared/ui uses notistack itself). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  return (
    <>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastArea />
        </Suspense>
      ) : null}
    </>
  );
}
