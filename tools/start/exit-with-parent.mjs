// Preloaded (node --import) into every service `npm start` runs. The supervisor starts them
// in their own process groups so it can stop them in order; the price is that nothing stops
// them if the supervisor itself is killed hard (SIGKILL, OOM). Re-parenting tells us it is
// gone: shut down as if it had asked, instead of holding ports and queues forever.
const supervisor = process.ppid;

setInterval(() => {
  if (process.ppid !== supervisor) process.kill(process.pid, 'SIGTERM');
}, 1_000).unref();
