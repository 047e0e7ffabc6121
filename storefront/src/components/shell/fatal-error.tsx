/** What a fatal render error shows (spec section 8); styled by the snag-* classes of globals.css. */

export function FatalError({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="snag-box" role="alert" data-testid="fatal-error">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="snag-icon">
        <circle cx="32" cy="32" r="30" fill="#f6e6dc" />
        <g fill="#b5532a">
          <ellipse cx="32" cy="39" rx="9" ry="7.5" />
          <ellipse cx="21" cy="28.5" rx="3.5" ry="4.5" />
          <ellipse cx="27.5" cy="21.5" rx="3.5" ry="4.6" />
          <ellipse cx="36.5" cy="21.5" rx="3.5" ry="4.6" />
          <ellipse cx="43" cy="28.5" rx="3.5" ry="4.5" />
        </g>
      </svg>
      <h1 className="snag-title">Ran into a little snag.</h1>
      <p className="snag-text">Please refresh this page.</p>
      <button type="button" className="button" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
        Refresh
      </button>
    </section>
  )
}
