/** The two coach avatars of step 8 (spec: male or female), drawn as riders in team kit. */
export function CoachAvatar({
  gender,
  className = 'size-12',
}: {
  gender: 'male' | 'female';
  className?: string;
}) {
  const kit = gender === 'male' ? '#ff6a3d' : '#c8f03c';
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#0d1014" />
      <path d="M9 45c2-9 8-13 15-13s13 4 15 13a24 24 0 0 1-30 0Z" fill={kit} />
      <circle cx="24" cy="21" r="8" fill="#e8c4a4" />
      {gender === 'female' && (
        <path d="M16 22c0 6 1 9-1 12 4 0 6-3 6-6M32 22c0 6-1 9 1 12-4 0-6-3-6-6" fill="#6b3e26" />
      )}
      <path d="M14.5 19a9.5 9.5 0 0 1 19 0l-2 1.2H16.5Z" fill="#f6f5f0" />
      <path
        d="M18 15.5l3-2.5M24 14.5V12M30 15.5l-3-2.5"
        stroke="#0d1014"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
