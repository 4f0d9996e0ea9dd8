import { CALCULATOR_EXAMPLES } from './openapi-examples';
import { SESSION_COOKIE } from './openapi-security';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/**
 * A readable API reference rendered on the server from the OpenAPI document (no CDN script:
 * the page works offline and under our CSP).
 */
type Json = Record<string, unknown>;

const esc = (s: unknown) =>
  (typeof s === 'string' ? s : typeof s === 'number' || typeof s === 'boolean' ? String(s) : '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function schemaText(schema: unknown): string {
  return JSON.stringify(schema, null, 2);
}

const FOOTING_EXAMPLE = JSON.stringify(CALCULATOR_EXAMPLES['POST /api/project/calculate-footing'].value);

/** How to authenticate, with worked curl examples (docs/api.md says the same). */
export const AUTHENTICATION_HTML = `<section id="authentication"><h2>Authentication</h2>
<p>Operations marked <em>Public</em> need nothing. Every other operation needs a signed-in user whose e-mail address
is verified (register and verify in the web app first), presented in one of two ways. Without one it answers
<strong>401</strong> <code>unauthenticated</code>.</p>
<h3>1. Session cookie and anti-forgery header</h3>
<p>What the web app uses. Signing in (<code>POST /api/auth/sign-in/email</code>) sets the HttpOnly session cookie
<code>${SESSION_COOKIE}</code> (<code>__Secure-${SESSION_COOKIE}</code> when the server runs on https) and a readable
<code>${XSRF_COOKIE}</code> cookie. A call that changes something (POST, PUT, DELETE) with the session cookie must
also send the header <code>${XSRF_HEADER}</code> with the value of the <code>${XSRF_COOKIE}</code> cookie, or it
answers <strong>403</strong> <code>forbidden</code>; GET calls need only the cookie. With curl and a cookie jar:</p>
<pre># Sign in: curl keeps the session and ${XSRF_COOKIE} cookies in jar.txt
curl -c jar.txt -H 'content-type: application/json' \\
  -d '{"email":"you@example.com","password":"your password"}' \\
  http://localhost:3000/api/auth/sign-in/email

# The anti-forgery token is the value of the ${XSRF_COOKIE} cookie
XSRF=$(awk '$6 == "${XSRF_COOKIE}" { print $7 }' jar.txt)

# Calculate a footing (saved as a snapshot): the cookie, and the header because it is a POST
curl -b jar.txt -H "${XSRF_HEADER}: $XSRF" -H 'content-type: application/json' \\
  -d '${esc(FOOTING_EXAMPLE)}' \\
  http://localhost:3000/api/project/calculate-footing</pre>
<h3>2. Personal API token (bearer)</h3>
<p>For scripts and other tools. Create a token on the profile page (or with <code>POST /api/user/tokens</code> and the session
cookie), keep it secret, and send it as
<code>Authorization: Bearer &lt;token&gt;</code>; no cookie and no anti-forgery header. A token's scope is
<code>read</code> (the GET operations on lookups and snapshots, and verifying an export) or
<code>read+calculate</code> (also the calculators and recalculating a snapshot); each operation below names the
scope it needs. Account, profile
and token management take the session cookie only.</p>
<pre>curl -H "Authorization: Bearer $EMBODIED_TOKEN" -H 'content-type: application/json' \\
  -d '${esc(FOOTING_EXAMPLE)}' \\
  http://localhost:3000/api/project/calculate-footing</pre>
<p>Every error, here and everywhere, answers <code>{ "error": { "code", "message", "issues"? } }</code>.</p>
</section>`;

type SecurityRequirement = Record<string, string[]>;

/** The operation's authentication in words, from its `security` (alternatives) and the document's schemes. */
function accessText(security: SecurityRequirement[] | undefined): string {
  if (!security || security.length === 0) return 'Public: no sign-in.';
  const ways = security.map((req) => {
    const names = Object.keys(req);
    if (names.includes('bearerAuth')) {
      const scopes = req.bearerAuth ?? [];
      return `a bearer token${scopes.length ? ` with scope ${scopes.map((s) => `<code>${esc(s)}</code>`).join(', ')}` : ''}`;
    }
    if (names.includes('sessionCookie'))
      return names.includes('xsrfHeader')
        ? `the session cookie with the <code>${XSRF_HEADER}</code> header`
        : 'the session cookie';
    return names.map((n) => `<code>${esc(n)}</code>`).join(' and ');
  });
  return `Authentication: ${ways.join(', or ')}.`;
}

export function renderApiReference(doc: Json): string {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const sections: string[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = (op.requestBody as Json | undefined)?.content as
        | Record<string, { schema?: unknown; examples?: Record<string, { summary?: string; value?: unknown }> }>
        | undefined;
      const responses = (op.responses ?? {}) as Record<string, Json>;
      const params = (op.parameters ?? []) as Json[];
      sections.push(`<section class="op" id="${esc(`${method}-${path}`)}">
<h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}
<p class="meta">${op.operationId ? `Operation id <code>${esc(op.operationId)}</code>. ` : ''}${accessText(op.security as SecurityRequirement[] | undefined)}</p>
${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''})</li>`).join('')}</ul>` : ''}
${
  body
    ? Object.entries(body)
        .map(
          ([type, c]) =>
            `<h4>Request body (${esc(type)})</h4><pre>${esc(schemaText(c.schema))}</pre>` +
            Object.values(c.examples ?? {})
              .map(
                (x) =>
                  `<h4>Example request${x.summary ? `: ${esc(x.summary)}` : ''}</h4><pre>${esc(schemaText(x.value))}</pre>`,
              )
              .join(''),
        )
        .join('')
    : ''
}
<h4>Responses</h4><ul>${Object.entries(responses)
        .map(([status, r]) => `<li><strong>${esc(status)}</strong> ${esc(r.description)}</li>`)
        .join('')}</ul>
</section>`);
    }
  }
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const info = (doc.info ?? {}) as Json;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)} API reference</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:960px;margin:auto;padding:16px;color:#1a1a1a}
pre{background:#f4f6f4;padding:8px;overflow:auto;font-size:13px}.op{border-top:1px solid #ccc;padding:8px 0}
.m{display:inline-block;min-width:56px;padding:2px 6px;border-radius:4px;color:#fff;background:#35513a;font-size:13px}
.meta{color:#444}.m.get{background:#1b5e20}.m.post{background:#0d47a1}.m.put{background:#6a3d00}.m.delete{background:#a00000}a{color:#0d47a1}</style></head>
<body><header><h1>${esc(info.title)} API reference</h1><p>${esc(info.description)}</p>
<p>Version ${esc(info.version)}. Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.
<a href="#authentication">Authentication</a> explains the session cookie and bearer tokens.</p></header>
<main>${AUTHENTICATION_HTML}
<h2>Operations</h2>${sections.join('\n')}
<h2>Schemas</h2>${Object.entries(schemas)
    .map(([name, s]) => `<h3 id="schema-${esc(name)}">${esc(name)}</h3><pre>${esc(schemaText(s))}</pre>`)
    .join('\n')}</main></body></html>`;
}
