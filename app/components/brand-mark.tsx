/** The roof-and-hearth mark beside the brand name; decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M3 15 16 4l13 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M7 14v14h18V14" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M13 28v-8h6v8" fill="currentColor" />
    </svg>
  );
}
