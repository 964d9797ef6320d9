/**
 * How long each step of a start took, for the ready line: a slow start then says where its time
 * went (loading the code, the embedded database, migrations, the demo-data check, the app).
 * The first phase, `load`, runs from the process's own start (Node, the start script's build
 * checks, loading the server's code) to the first call.
 */
export function startupPhases() {
  const phases: Record<string, number> = {};
  let last = 0;
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - last);
    last = now;
  };
  lap("load");
  return {
    lap,
    /** Every phase so far, and the process's age in milliseconds. */
    summary: () => ({ phases: { ...phases }, sinceProcessStartMs: Math.round(performance.now()) }),
  };
}
