// Text with some characters marked (search matches), as text nodes and <mark>s: never as HTML.
import type { ReactNode } from 'react';

export function Highlight({ text, positions }: { text: string; positions: readonly number[] }) {
  if (positions.length === 0) return <>{text}</>;
  const marked = new Set(positions);
  const parts: ReactNode[] = [];
  let run = '';
  let runMarked = false;
  const flush = (key: number): void => {
    if (run === '') return;
    parts.push(runMarked ? <mark key={key}>{run}</mark> : run);
    run = '';
  };
  for (let i = 0; i < text.length; i++) {
    const isMarked = marked.has(i);
    if (isMarked !== runMarked) {
      flush(i);
      runMarked = isMarked;
    }
    run += text[i];
  }
  flush(text.length);
  return <>{parts}</>;
}
