/**
 * The six dots of a drag grip, drawn as lucide's grip-vertical looks, in one path: the board shows a
 * grip on each of a day's hundreds of visits, and the icon component made seven SVG elements and
 * two components for each.
 */
export function GripIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={4}
      strokeLinecap="round"
      className={className}
    >
      <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
    </svg>
  );
}
