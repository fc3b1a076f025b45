/** The shelter's mark: a paw print on a warm sun. Decorative; the shelter name is always beside it. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#f2a541" />
      <g fill="#4a2a14">
        <path d="M24 24.5c-5.2 0-10 6-10 9.6 0 3 2.6 4.2 5 3.6 1.9-.5 3.4-1.2 5-1.2s3.1.7 5 1.2c2.4.6 5-.6 5-3.6 0-3.6-4.8-9.6-10-9.6z" />
        <ellipse cx="13.2" cy="21.5" rx="3.3" ry="4.2" transform="rotate(-20 13.2 21.5)" />
        <ellipse cx="19.6" cy="14.6" rx="3.4" ry="4.5" transform="rotate(-8 19.6 14.6)" />
        <ellipse cx="28.4" cy="14.6" rx="3.4" ry="4.5" transform="rotate(8 28.4 14.6)" />
        <ellipse cx="34.8" cy="21.5" rx="3.3" ry="4.2" transform="rotate(20 34.8 21.5)" />
      </g>
    </svg>
  );
}
