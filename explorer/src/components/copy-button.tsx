// A Copy button with its outcome announced: the clipboard may be refused (permissions, an insecure page).
import { useState } from 'react';

export function CopyButton({ text, label, refused }: { text: string; label?: string; refused: string }) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied('done'),
            () => setCopied('failed'),
          );
        }}
      >
        Copy
      </button>
      <span aria-live="polite" className="muted">
        {copied === 'done' ? 'Copied.' : copied === 'failed' ? refused : ''}
      </span>
    </>
  );
}
