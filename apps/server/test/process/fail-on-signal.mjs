// Loaded into the real server with `--import` by process-failures.test.ts: on SIGUSR2 it fails in
// a way no code of the server catches, as FAIL_WITH says (a throw in a callback, or a rejection).
process.on("SIGUSR2", () => {
  if (process.env.FAIL_WITH === "rejection") {
    void Promise.reject(new Error("a rejection nobody handled"));
  } else {
    setImmediate(() => {
      throw new Error("a throw nobody caught");
    });
  }
});
