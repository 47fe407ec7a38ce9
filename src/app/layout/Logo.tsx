import { company } from '../../content/company';

/** The company mark: two brackets around a node, in the brand colours. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b1f3a" />
      <path
        d="M15 12l-7 8 7 8M25 12l7 8-7 8"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="20" r="3.4" fill="#2563eb" />
    </svg>
  );
}

export function LogoText({ className }: { className?: string }) {
  return <span className={className}>{company.shortName}</span>;
}
