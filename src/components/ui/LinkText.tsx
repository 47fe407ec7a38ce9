/**
 * A link's visible label, then the words only screen readers hear (its `context`), so several
 * "Learn More" links on one page are told apart.
 */
export function LinkText({ label, context }: { label: string; context?: string }) {
  return (
    <>
      {label}
      {context ? (
        <>
          {' '}
          <span className="visually-hidden">{context}</span>
        </>
      ) : null}
    </>
  );
}
