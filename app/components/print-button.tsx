import { useHydrated } from './use-hydrated.ts';

/** Prints with JavaScript; without it (or before hydration), says how instead. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <p className="text-sm text-muted">
        To print or save as PDF, use your browser’s Print command (Ctrl+P or ⌘P).
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
    >
      Print or save as PDF
    </button>
  );
}
