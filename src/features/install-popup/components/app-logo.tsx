/** The app's icon: the install popup and the /appdown page. */
export function AppLogo({ className, size = 56 }: { className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <rect width="48" height="48" rx="12" fill="#FF6400" />
      <path
        fill="#fff"
        d="M13 20h22l-2.4 13.2a3 3 0 0 1-3 2.5H18.4a3 3 0 0 1-3-2.5zm5-2 6-7 6 7h-3l-3-3.6-3 3.6z"
      />
    </svg>
  );
}
