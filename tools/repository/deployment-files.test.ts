import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Issue 37: the image and the reference deployment. This machine cannot pull base images, so
 * it cannot build them (docs/deployment.md); these checks keep the files in step with the app.
 */
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

  it('builds in one stage and runs from another, as a user that is not root', () => {
    const stages = instructions.filter((line) => line.startsWith('FROM '));
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.at(-1)).toMatch(/ AS runtime$/);
    const runtime = instructions.slice(instructions.indexOf(stages.at(-1)!));
    const user = runtime.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER (root|0)\b/);
    // The runtime takes the build's output, not the sources.
    expect(runtime.some((line) => /^COPY --from=build .*apps\/server\/dist/.test(line))).toBe(true);
    expect(runtime.some((line) => /^COPY \. /.test(line))).toBe(false);
  });

  it('checks itself on /api/ready and keeps the data outside the image', () => {
    const healthcheck = instructions.find((line) => line.startsWith('HEALTHCHECK '));
    expect(healthcheck).toContain('/api/ready');
    expect(instructions).toContain('VOLUME ["/data"]');
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    const ignored = read('.dockerignore').split('\n');
    for (const path of ['data', 'node_modules', '.env']) expect(ignored).toContain(path);
  });
});

describe('compose.yaml and the Caddyfile', () => {
  const compose = read('compose.yaml');
  const caddyfile = read('deploy/Caddyfile');

  it('runs two app instances, PostgreSQL and Caddy, the instances sharing their secrets', () => {
    for (const service of ['app1', 'app2', 'postgres', 'caddy']) {
      expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    for (const setting of ['AUTH_SECRET', 'SECRETS_KEY', 'DATABASE_URL', 'S3_BUCKET']) {
      expect(compose).toMatch(new RegExp(`^    ${setting}: `, 'm'));
    }
    expect(compose).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile');
  });

  it("asks the app's tls-ask route before an on-demand certificate", () => {
    expect(caddyfile).toMatch(/on_demand_tls \{[^}]*ask http:\/\/app1:3000\/api\/public\/tls-ask/);
    expect(caddyfile).toMatch(/tls \{\s*on_demand\s*\}/);
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    const route = read('apps/server/src/modules/tenancy/tls-ask.routes.ts');
    expect(route).toContain("'/api/public/tls-ask'");
  });
});

describe('the nginx template', () => {
  const template = read('deploy/nginx/comanda.conf.template');

  it('takes only the two settings its header documents', () => {
    const placeholders = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]));
    expect([...placeholders].sort()).toEqual(['COMANDA_LISTEN', 'COMANDA_UPSTREAM_SERVERS']);
    expect(template).toContain("envsubst '$COMANDA_LISTEN $COMANDA_UPSTREAM_SERVERS'");
  });

  it("leaves every one of the server's event streams unbuffered, with a long read timeout", () => {
    const location = template.match(/location ~ (\S+) \{([^}]*)\}/);
    expect(location).not.toBeNull();
    expect(location![2]).toMatch(/proxy_buffering off;/);
    expect(location![2]).toMatch(/proxy_read_timeout 1h;/);
    const streams = new RegExp(location![1]!);
    const serverSources = readdirSync(new URL('../../apps/server/src', import.meta.url), {
      recursive: true,
      encoding: 'utf8',
    }).filter((path) => path.endsWith('.routes.ts'));
    const eventRoutes = serverSources.flatMap((path) =>
      [...read(`apps/server/src/${path}`).matchAll(/'(\/api\/[^']*\/events)'/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(eventRoutes).toContain('/api/device/events');
    for (const route of eventRoutes) expect(route.replace(/:\w+/g, 'x')).toMatch(streams);
  });
});
