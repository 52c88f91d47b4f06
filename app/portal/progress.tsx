// Planner progress as people read it: a bar with its percent and "n of m done".
// Drawn as SVG: the fill's width is an attribute, not an inline style, which
// the site's Content Security Policy (style-src 'self') refuses.
export function ProgressBar({
  percent,
  label,
  className = '',
}: {
  percent: number;
  /** What the bar measures, for screen readers ("Budget progress"). */
  label: string;
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-brand-100 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        className="block h-full w-full"
      >
        <rect width={clamped} height="10" rx="0" className="fill-brand-700" />
      </svg>
    </div>
  );
}

/** A grey block the size of what will replace it, while signed-in data loads (no layout shift). */
export function Placeholder({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-brand-50 ${className}`} />;
}
