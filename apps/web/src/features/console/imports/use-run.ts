/** The run an upload or slot form started, polled every half second until it ends. */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORTS_CALLS, type ImportRun } from '@bizline/domain/wire/console/imports';
import { consoleKey, useConsoleQuery } from '../ui/console-query';

const POLL_MS = 500;

export function useRun(started: ImportRun | null): ImportRun | null {
  const queryClient = useQueryClient();
  const query = useConsoleQuery(
    IMPORTS_CALLS.run,
    { id: started?.id ?? 0 },
    { enabled: started !== null },
  );
  const run = started ? (query.data?.run ?? started) : null;
  const running = run?.status === 'running';
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void query.refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, query]);
  const ended = run !== null && !running;
  useEffect(() => {
    // The active versions and the history change when a run ends.
    if (ended) void queryClient.invalidateQueries({ queryKey: consoleKey(IMPORTS_CALLS.list) });
  }, [ended, queryClient]);
  return run;
}
