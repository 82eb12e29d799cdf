// `npm run dev`: the API with tsx watch on :3000 and Vite with hot reload on :5173 (proxying the API).
import { spawn } from 'node:child_process';

const children = [
  // From the repository root, so ./data and WEB_DIST resolve as they do for `npm start`.
  spawn('node_modules/.bin/tsx', ['watch', 'apps/server/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stopAll();
      process.exitCode = code;
    }
  });
}
