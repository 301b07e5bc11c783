// Development: the API server (tsx watch, port 3000) and Vite (port 5173, proxying /api) together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@comanda/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@comanda/web'], { stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
