/** Shown where the shop's data could not be loaded (the backend starting or restarting). */
export function BackendNotice({ what = "this page" }: { what?: string }) {
  return (
    <p className="notice" role="status">
      The shop is waking up and {what} could not be loaded yet. Please refresh in a moment.
    </p>
  )
}
