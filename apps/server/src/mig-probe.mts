import { openDatabase } from './db/client';
import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' }); await c.connect();
const url = (n: string) => `postgres://postgres@127.0.0.1:5432/${n}`;
await c.query('drop database if exists axe_tmpl'); await c.query('create database axe_tmpl');
await (await openDatabase({ url: url('axe_tmpl'), poolSize: 1 })).close();
const a: number[] = [], b: number[] = [];
for (let i = 0; i < 6; i++) {
  let t = Date.now();
  await c.query('create database axe_p1');
  await (await openDatabase({ url: url('axe_p1'), poolSize: 5 })).close();
  a.push(Date.now() - t);
  t = Date.now();
  await c.query('create database axe_p2 template axe_tmpl');
  await (await openDatabase({ url: url('axe_p2'), poolSize: 5 })).close();
  b.push(Date.now() - t);
  await c.query('drop database axe_p1 with (force)'); await c.query('drop database axe_p2 with (force)');
}
await c.query('drop database axe_tmpl'); await c.end();
const med = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1];
console.log({ migrate: a, clone: b, medianMigrate: med(a), medianClone: med(b) });
