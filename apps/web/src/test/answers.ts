/** A refused call's answer (tests only): the server's FAILURE body with its message and any
 * other fields, under the given HTTP status. */
export function failure(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ Status: 'FAILURE', message, ...extra }, { status });
}
