/** The Open4Feedback mark: a speech bubble holding a rising bar chart. */
export function Logo({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path
        d="M12 6h40a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8H30l-12 10v-10h-6a8 8 0 0 1-8-8V14a8 8 0 0 1 8-8z"
        fill="#1565c0"
      />
      <rect x="17" y="29" width="7" height="11" rx="2" fill="#ef5350" />
      <rect x="28.5" y="22" width="7" height="18" rx="2" fill="#ffca28" />
      <rect x="40" y="14" width="7" height="26" rx="2" fill="#66bb6a" />
    </svg>
  );
}
