/**
 * The console's server calls over the typed API client (shared/api, wire/<area>/calls.ts):
 * `useConsoleQuery(CALL, input)` reads, `useConsoleMutation(CALL, { invalidates })` changes and
 * then refreshes the reads of the calls it names, `problemText` words a failure for people (the
 * server's own message for 4xx), `callUrl` is the address of a GET (CSV downloads).
 * Query keys are ['console', call.path, input].
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ApiCall } from '@bizline/domain/wire/call';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call, whatever it takes
type AnyCall = ApiCall<any, any>;

function send<Req, Res>(call: ApiCall<Req, Res>, input: Req): Promise<Res> {
  const untyped = api.call as (c: ApiCall<Req, Res>, i?: Req) => Promise<Res>;
  return untyped(call, input);
}

export function consoleKey(call: AnyCall, input?: unknown): readonly unknown[] {
  return input === undefined ? ['console', call.path] : ['console', call.path, input];
}

export function useConsoleQuery<Req, Res>(
  call: ApiCall<Req, Res>,
  input: Req,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey: consoleKey(call, input),
    queryFn: () => send(call, input),
    ...options,
  });
}

export function useConsoleMutation<Req, Res>(
  call: ApiCall<Req, Res>,
  options: { invalidates?: readonly AnyCall[]; onSuccess?: (res: Res, input: Req) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Req) => send(call, input),
    onSuccess: async (res, input) => {
      await Promise.all(
        (options.invalidates ?? []).map((c) =>
          queryClient.invalidateQueries({ queryKey: consoleKey(c) }),
        ),
      );
      options.onSuccess?.(res, input);
    },
  });
}

/** A failure in words: the server's message for a refusal (4xx), else the general one. */
export function problemText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 403) return t('console:shell.noAccess');
  if (isApiError(error) && error.status !== undefined && error.status < 500 && error.message) {
    return error.message;
  }
  return t('console:ui.failed');
}

/** The address of a GET call with its query (a CSV download link). */
export function callUrl<Req, Res>(call: ApiCall<Req, Res>, query: Record<string, string>): string {
  return api.url(call.path, query);
}
