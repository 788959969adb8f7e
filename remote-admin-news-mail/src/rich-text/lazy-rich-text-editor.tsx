import { lazy, Suspense } from 'react';
import { LoadingState } from 'shared';
import type { RichTextEditorProps } from './rich-text-editor';

/** draft-js and its dependencies load with the first editor shown, never with a list or a buyer page. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
