/** The Domestique mark: a "D" traced like a wheel, cut by the pace line. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={`rounded-[23%] dark:ring-1 dark:ring-white/20 ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="15" fill="#0d1014" />
      <path
        d="M19 15h11a17 17 0 0 1 0 34H19z"
        fill="none"
        stroke="#c8f03c"
        strokeWidth="7"
        strokeLinejoin="round"
      />
      <path d="M23.5 41.5 37 22.5" stroke="#ff6a3d" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

export function Wordmark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span
        className={`font-display text-lg font-extrabold tracking-tight ${compact ? 'max-sm:sr-only' : ''}`}
      >
        Domestique
      </span>
    </span>
  );
}
