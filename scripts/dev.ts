/**
 * `npm run dev`: the API on :8787 (restarted on change by tsx watch) and Vite's dev server with HMR,
 * which proxies /api, /media and /dev-idp to it. Stopping this stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: '8787',
      HOST: '127.0.0.1',
      DEV_STAND_INS: process.env.DEV_STAND_INS ?? 'local',
      SPA_DIR: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  }),
  spawn('node_modules/.bin/vite', ['--host', '127.0.0.1'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
