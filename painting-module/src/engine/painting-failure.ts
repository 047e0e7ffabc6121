/**
 * A painting failure whose reason a customer can read; it is not retried. Thrown by the
 * engine's layer functions (a face-swap style without its template) and by the providers,
 * so it lives below both (providers/painting-provider.ts re-exports it).
 */
export class PaintingFailure extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}
